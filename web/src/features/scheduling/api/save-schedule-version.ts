import { saveScheduleVersionRoute, type SaveScheduleVersionInput, type ScheduleVersionSummary } from '@pitchside/shared';
import { organizationHeaders } from '../../../lib/api-client';
import { callRoute } from '../../../lib/call-route';
import { useScheduleChange } from './use-schedule-change';

/** `POST /api/tournaments/{id}/schedule/versions {name}` → 201 with the version's summary: the current schedule, kept under a name. */
export async function saveScheduleVersion(orgId: string | undefined, tournamentId: string, input: SaveScheduleVersionInput): Promise<ScheduleVersionSummary> {
  return callRoute(saveScheduleVersionRoute, { params: { tournamentId }, body: input, headers: organizationHeaders(orgId) });
}

export function useSaveScheduleVersion(orgId: string | undefined, tournamentId: string) {
  return useScheduleChange(orgId, tournamentId, (input: SaveScheduleVersionInput) => saveScheduleVersion(orgId, tournamentId, input));
}
