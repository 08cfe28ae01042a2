import { getScheduleSetupRoute, type ScheduleSetup } from '@pitchside/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { organizationHeaders } from '../../lib/api-client';
import { callRoute } from '../../lib/call-route';
import { scheduleKeys } from './schedule-keys';

/** `GET /api/tournaments/{id}/schedule/setup` → the setup: the venue, days, rules and division formats (empty, with the defaults, until saved). */
export async function getScheduleSetup(orgId: string | undefined, tournamentId: string, signal?: AbortSignal): Promise<ScheduleSetup> {
  return callRoute(getScheduleSetupRoute, { params: { tournamentId }, headers: organizationHeaders(orgId), ...(signal ? { signal } : {}) });
}

export const scheduleSetupQueryOptions = (orgId: string | undefined, tournamentId: string) =>
  queryOptions({ queryKey: scheduleKeys.setup(orgId, tournamentId), queryFn: ({ signal }) => getScheduleSetup(orgId, tournamentId, signal) });

export function useScheduleSetup(orgId: string | undefined, tournamentId: string) {
  return useQuery(scheduleSetupQueryOptions(orgId, tournamentId));
}
