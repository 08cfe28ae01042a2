import { type SaveScheduleVersionInput, type ScheduleVersionSummary, scheduleVersionSummarySchema } from '@pitchside/shared';
import { api, organizationHeaders } from '../../../lib/api-client';
import { schedulePath } from '../../../api/scheduling/schedule-path';
import { useScheduleChange } from './use-schedule-change';

/** `POST /api/tournaments/{id}/schedule/versions {name}` → 201 with the version's summary: the current schedule, kept under a name. */
export async function saveScheduleVersion(orgId: string | undefined, tournamentId: string, input: SaveScheduleVersionInput): Promise<ScheduleVersionSummary> {
  return api.post(schedulePath(tournamentId, 'versions'), input, { schema: scheduleVersionSummarySchema, headers: organizationHeaders(orgId) });
}

export function useSaveScheduleVersion(orgId: string | undefined, tournamentId: string) {
  return useScheduleChange(orgId, tournamentId, (input: SaveScheduleVersionInput) => saveScheduleVersion(orgId, tournamentId, input));
}
