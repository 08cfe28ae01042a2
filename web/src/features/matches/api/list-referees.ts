import { listRefereesRoute } from '@pitchside/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { organizationHeaders } from '../../../lib/api-client';
import { callRoute } from '../../../lib/call-route';
import { matchesKeys } from '../../../api/matches/match-keys';

/** `GET /api/referees` (admin, refereeassignor; `x-pitchside-org`) → `{ referees: [{uid, displayName}] }`, by name. */
export async function listReferees(orgId: string | undefined, signal?: AbortSignal) {
  return callRoute(listRefereesRoute, { headers: organizationHeaders(orgId), ...(signal ? { signal } : {}) });
}

export const refereesQueryOptions = (orgId: string | undefined) => queryOptions({ queryKey: matchesKeys.referees(orgId), queryFn: ({ signal }) => listReferees(orgId, signal), staleTime: 5 * 60_000 });

export function useReferees(orgId: string | undefined, enabled: boolean) {
  return useQuery({ ...refereesQueryOptions(orgId), enabled });
}
