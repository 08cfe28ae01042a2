import { restoreScheduleVersionRoute, type ScheduleRestoreResult } from '@pitchside/shared';
import { organizationHeaders } from '../../../lib/api-client';
import { callRoute } from '../../../lib/call-route';
import { useScheduleChange } from './use-schedule-change';

/**
 * `POST /api/tournaments/{id}/schedule/versions/{versionId}/restore` → `{ schedule, restored, skipped }`: the
 * board as the version had it; played matches never move and come back in `skipped` with the reason.
 */
export async function restoreScheduleVersion(orgId: string | undefined, tournamentId: string, versionId: string): Promise<ScheduleRestoreResult> {
  return callRoute(restoreScheduleVersionRoute, { params: { tournamentId, versionId }, headers: organizationHeaders(orgId) });
}

export function useRestoreScheduleVersion(orgId: string | undefined, tournamentId: string) {
  return useScheduleChange(
    orgId,
    tournamentId,
    (versionId: string) => restoreScheduleVersion(orgId, tournamentId, versionId),
    (result) => result.schedule,
  );
}
