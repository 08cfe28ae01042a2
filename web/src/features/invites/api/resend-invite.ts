import { resendInviteRoute } from '@pitchside/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { organizationHeaders } from '../../../lib/api-client';
import { callRoute } from '../../../lib/call-route';
import { invitesKeys } from './invite-summary';

/** `POST /api/invites/{inviteId}/resend` → 200 InviteSummary: a new link (the old one stops working), a new week. */
export async function resendInvite(orgId: string | undefined, inviteId: string) {
  return callRoute(resendInviteRoute, { params: { inviteId }, headers: organizationHeaders(orgId) });
}

export function useResendInvite(orgId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inviteId: string) => resendInvite(orgId, inviteId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitesKeys.ofOrganization(orgId) }),
  });
}
