import { type SendInviteInput, sendInviteRoute } from '@pitchside/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { organizationHeaders } from '../../../lib/api-client';
import { callRoute } from '../../../lib/call-route';
import { invitesKeys } from './invite-summary';

/** `POST /api/invites {email, role, tournamentId?}` → 201 InviteSummary; the e-mail with the link goes out. */
export async function sendInvite(orgId: string | undefined, input: SendInviteInput) {
  return callRoute(sendInviteRoute, { body: input, headers: organizationHeaders(orgId) });
}

export function useSendInvite(orgId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendInviteInput) => sendInvite(orgId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitesKeys.ofOrganization(orgId) }),
  });
}
