import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, organizationHeaders } from '../../../lib/api-client';
import { inviteSummarySchema, invitesKeys } from './invite-summary';

/** `POST /api/invites/{inviteId}/resend` → 200 InviteSummary: a new link (the old one stops working), a new week. */
export async function resendInvite(orgId: string | undefined, inviteId: string) {
  return api.post(`/invites/${encodeURIComponent(inviteId)}/resend`, undefined, { headers: organizationHeaders(orgId), schema: inviteSummarySchema });
}

export function useResendInvite(orgId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inviteId: string) => resendInvite(orgId, inviteId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitesKeys.ofOrganization(orgId) }),
  });
}
