import { listUsersRoute } from '@pitchside/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { organizationHeaders } from '../../../lib/api-client';
import { callRoute } from '../../../lib/call-route';
import { tournamentsKeys } from '../../../api/tournaments/tournament-keys';

export interface AdminCandidate {
  uid: string;
  email: string;
  displayName: string;
}

/**
 * `GET /api/users?role=tournamentadmin` (admin) → `{ users }`: the members who may be linked to a
 * tournament. Only what the picker shows is kept (the users screen owns the full member list).
 */
export async function listAdminCandidates(orgId: string | undefined, signal?: AbortSignal): Promise<AdminCandidate[]> {
  const body = await callRoute(listUsersRoute, {
    query: { role: 'tournamentadmin' },
    headers: organizationHeaders(orgId),
    ...(signal ? { signal } : {}),
  });
  return body.users.map(({ uid, email, displayName }) => ({ uid, email, displayName }));
}

export const adminCandidatesQueryOptions = (orgId: string | undefined) =>
  queryOptions({ queryKey: tournamentsKeys.candidates(orgId, 'tournamentadmins'), queryFn: ({ signal }) => listAdminCandidates(orgId, signal) });

export function useAdminCandidates(orgId: string | undefined, enabled = true) {
  return useQuery({ ...adminCandidatesQueryOptions(orgId), enabled });
}
