import { getScheduleRoute, type ScheduleView } from '@pitchside/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { organizationHeaders } from '../../../lib/api-client';
import { callRoute } from '../../../lib/call-route';
import { scheduleKeys } from '../../../api/scheduling/schedule-keys';

/** `GET /api/tournaments/{id}/schedule` → the board (matches, violations, the last generation's unplaced). */
export async function getSchedule(orgId: string | undefined, tournamentId: string, signal?: AbortSignal): Promise<ScheduleView> {
  return callRoute(getScheduleRoute, { params: { tournamentId }, headers: organizationHeaders(orgId), ...(signal ? { signal } : {}) });
}

export const scheduleQueryOptions = (orgId: string | undefined, tournamentId: string) =>
  queryOptions({ queryKey: scheduleKeys.view(orgId, tournamentId), queryFn: ({ signal }) => getSchedule(orgId, tournamentId, signal) });

/** While a generation or restore is still writing the rows, the board asks again every two seconds. */
export function useSchedule(orgId: string | undefined, tournamentId: string) {
  return useQuery({
    ...scheduleQueryOptions(orgId, tournamentId),
    refetchInterval: (query) => (query.state.data?.unfinishedWrite && !query.state.data.unfinishedWrite.interrupted ? 2000 : false),
  });
}
