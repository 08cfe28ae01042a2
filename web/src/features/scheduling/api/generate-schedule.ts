import { type GenerateScheduleInput, type ScheduleView, scheduleViewSchema } from '@pitchside/shared';
import { api, organizationHeaders } from '../../../lib/api-client';
import { schedulePath } from './schedule-path';
import { useScheduleChange } from './use-schedule-change';

/**
 * `POST /api/tournaments/{id}/schedule/generate {keepLocked}` → the new board: locked matches stay (or
 * everything is placed afresh), and `unplaced` lists each match that did not fit with its reasons.
 */
export async function generateSchedule(orgId: string | undefined, tournamentId: string, input: GenerateScheduleInput): Promise<ScheduleView> {
  return api.post(schedulePath(tournamentId, 'generate'), input, { schema: scheduleViewSchema, headers: organizationHeaders(orgId) });
}

export function useGenerateSchedule(orgId: string | undefined, tournamentId: string) {
  return useScheduleChange(orgId, tournamentId, (input: GenerateScheduleInput) => generateSchedule(orgId, tournamentId, input), (view) => view);
}
