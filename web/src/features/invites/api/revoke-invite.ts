import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, organizationHeaders } from '../../../lib/api-client';
import { inviteSummarySchema, invitesKeys } from './invite-summary';

/** `DELETE /api/invites/{inviteId}` → 200 InviteSummary (state 'revoked'): the link stops working. */
export async function revokeInvite(orgId: string | undefined, inviteId: string) {
  return api.delete(`/invites/${encodeURIComponent(inviteId)}`, { headers: organizationHeaders(orgId), schema: inviteSummarySchema });
}

export function useRevokeInvite(orgId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inviteId: string) => revokeInvite(orgId, inviteId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitesKeys.ofOrganization(orgId) }),
  });
}
