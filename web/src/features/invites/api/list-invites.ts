import { listInvitesRoute } from '@pitchside/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { organizationHeaders } from '../../../lib/api-client';
import { callRoute } from '../../../lib/call-route';
import { invitesKeys } from './invite-summary';

/** `GET /api/invites` (admin, tournamentadmin; `x-pitchside-org`) → `{ invites: InviteSummary[] }`, newest first. */
export async function listInvites(orgId: string | undefined, signal?: AbortSignal) {
  const { invites } = await callRoute(listInvitesRoute, { headers: organizationHeaders(orgId), ...(signal ? { signal } : {}) });
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
