import { listInvitesAnswerSchema } from '@pitchside/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, organizationHeaders } from '../../../lib/api-client';
import { invitesKeys } from './invite-summary';

/** `GET /api/invites` (admin, tournamentadmin; `x-pitchside-org`) → `{ invites: InviteSummary[] }`, newest first. */
export async function listInvites(orgId: string | undefined, signal?: AbortSignal) {
  const { invites } = await api.get('/invites', { headers: organizationHeaders(orgId), schema: listInvitesAnswerSchema, ...(signal ? { signal } : {}) });
  return invites;
}

export const invitesQueryOptions = (orgId: string | undefined) =>
  queryOptions({
    queryKey: invitesKeys.ofOrganization(orgId),
    queryFn: ({ signal }) => listInvites(orgId, signal),
  });

export function useInvites(orgId: string | undefined) {
  return useQuery(invitesQueryOptions(orgId));
}
