import { compareScheduleVersionRoute, type ScheduleVersionComparison } from '@pitchside/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { organizationHeaders } from '../../../lib/api-client';
import { callRoute } from '../../../lib/call-route';
import { scheduleKeys } from '../../../api/scheduling/schedule-keys';

/** `GET /api/tournaments/{id}/schedule/versions/{versionId}` → the comparison: what differs from the current schedule. */
export async function compareScheduleVersion(orgId: string | undefined, tournamentId: string, versionId: string, signal?: AbortSignal): Promise<ScheduleVersionComparison> {
  return callRoute(compareScheduleVersionRoute, { params: { tournamentId, versionId }, headers: organizationHeaders(orgId), ...(signal ? { signal } : {}) });
}

export const scheduleComparisonQueryOptions = (orgId: string | undefined, tournamentId: string, versionId: string) =>
  queryOptions({ queryKey: scheduleKeys.comparison(orgId, tournamentId, versionId), queryFn: ({ signal }) => compareScheduleVersion(orgId, tournamentId, versionId, signal) });

/** Fetched only while a version is picked for comparison. */
export function useScheduleComparison(orgId: string | undefined, tournamentId: string, versionId: string | undefined) {
  return useQuery({ ...scheduleComparisonQueryOptions(orgId, tournamentId, versionId ?? ''), enabled: Boolean(versionId) });
}
