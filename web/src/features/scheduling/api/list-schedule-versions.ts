import { listScheduleVersionsRoute, type ScheduleVersionSummary } from '@pitchside/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { organizationHeaders } from '../../../lib/api-client';
import { callRoute } from '../../../lib/call-route';
import { scheduleKeys } from '../../../api/scheduling/schedule-keys';

/** `GET /api/tournaments/{id}/schedule/versions` → `{ versions }`, newest first. */
export async function listScheduleVersions(orgId: string | undefined, tournamentId: string, signal?: AbortSignal): Promise<ScheduleVersionSummary[]> {
  const body = await callRoute(listScheduleVersionsRoute, { params: { tournamentId }, headers: organizationHeaders(orgId), ...(signal ? { signal } : {}) });
  return body.versions;
}

export const scheduleVersionsQueryOptions = (orgId: string | undefined, tournamentId: string) =>
  queryOptions({ queryKey: scheduleKeys.versions(orgId, tournamentId), queryFn: ({ signal }) => listScheduleVersions(orgId, tournamentId, signal) });

export function useScheduleVersions(orgId: string | undefined, tournamentId: string) {
  return useQuery(scheduleVersionsQueryOptions(orgId, tournamentId));
}
