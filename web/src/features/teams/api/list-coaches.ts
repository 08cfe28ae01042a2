import { listUsersRoute } from '@pitchside/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { organizationHeaders } from '../../../lib/api-client';
import { callRoute } from '../../../lib/call-route';
import { teamsKeys } from './team-keys';

export interface Coach {
  uid: string;
  email: string;
  displayName: string;
}

/**
 * `GET /api/users?role=coach` (admin) → `{ users }`: who may coach a team. Only what the picker and the
 * team list show is kept (the users screen owns the member list).
 */
export async function listCoaches(orgId: string | undefined, signal?: AbortSignal): Promise<Coach[]> {
  const body = await callRoute(listUsersRoute, { query: { role: 'coach' }, headers: organizationHeaders(orgId), ...(signal ? { signal } : {}) });
  return body.users.map(({ uid, email, displayName }) => ({ uid, email, displayName }));
}

export const coachesQueryOptions = (orgId: string | undefined) => queryOptions({ queryKey: teamsKeys.coaches(orgId), queryFn: ({ signal }) => listCoaches(orgId, signal), staleTime: 60_000 });

/** Admins only (the API refuses the member list to anyone else): `enabled` is false for them. */
export function useCoaches(orgId: string | undefined, enabled: boolean) {
  return useQuery({ ...coachesQueryOptions(orgId), enabled });
}
