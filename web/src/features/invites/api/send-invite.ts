import type { SendInviteInput } from '@pitchside/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, organizationHeaders } from '../../../lib/api-client';
import { inviteSummarySchema, invitesKeys } from './invite-summary';

/** `POST /api/invites {email, role, tournamentId?}` → 201 InviteSummary; the e-mail with the link goes out. */
export async function sendInvite(orgId: string | undefined, input: SendInviteInput) {
  return api.post('/invites', input, { headers: organizationHeaders(orgId), schema: inviteSummarySchema });
}

export function useSendInvite(orgId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendInviteInput) => sendInvite(orgId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitesKeys.ofOrganization(orgId) }),
  });
}
