import { type GenerateScheduleInput, type ScheduleSetup, type ScheduleSetupInput, type ScheduleView, scheduleSetupSchema, scheduleViewSchema } from '@pitchside/shared';
import { api, organizationHeaders } from '../../lib/api-client';
import { schedulePath } from './schedule-path';

/**
 * `POST /api/tournaments/{id}/schedule/generate {keepLocked}` → the new board: locked matches stay (or
 * everything is placed afresh), and `unplaced` lists each match that did not fit with its reasons.
 */
export async function generateSchedule(orgId: string | undefined, tournamentId: string, input: GenerateScheduleInput): Promise<ScheduleView> {
  return api.post(schedulePath(tournamentId, 'generate'), input, { schema: scheduleViewSchema, headers: organizationHeaders(orgId) });
}

/** `PUT /api/tournaments/{id}/schedule/setup` → the setup as saved; 400 with `fields` (e.g. `days.0.end`) when a value is wrong. */
export async function saveScheduleSetup(orgId: string | undefined, tournamentId: string, input: ScheduleSetupInput): Promise<ScheduleSetup> {
  return api.put(schedulePath(tournamentId, 'setup'), input, { schema: scheduleSetupSchema, headers: organizationHeaders(orgId) });
}
