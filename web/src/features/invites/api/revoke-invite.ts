import { revokeInviteRoute } from '@pitchside/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { organizationHeaders } from '../../../lib/api-client';
import { callRoute } from '../../../lib/call-route';
import { invitesKeys } from './invite-summary';

/** `DELETE /api/invites/{inviteId}` → 200 InviteSummary (state 'revoked'): the link stops working. */
export async function revokeInvite(orgId: string | undefined, inviteId: string) {
  return callRoute(revokeInviteRoute, { params: { inviteId }, headers: organizationHeaders(orgId) });
}

export function useRevokeInvite(orgId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inviteId: string) => revokeInvite(orgId, inviteId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitesKeys.ofOrganization(orgId) }),
  });
}
