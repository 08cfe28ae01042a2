import { type ScheduleSetup, type ScheduleSetupInput, scheduleSetupSchema } from '@pitchside/shared';
import { api, organizationHeaders } from '../../../lib/api-client';
import { schedulePath } from './schedule-path';
import { useScheduleChange } from './use-schedule-change';

/** `PUT /api/tournaments/{id}/schedule/setup` → the setup as saved; 400 with `fields` (e.g. `days.0.end`) when a value is wrong. */
export async function saveScheduleSetup(orgId: string | undefined, tournamentId: string, input: ScheduleSetupInput): Promise<ScheduleSetup> {
  return api.put(schedulePath(tournamentId, 'setup'), input, { schema: scheduleSetupSchema, headers: organizationHeaders(orgId) });
}

export function useSaveScheduleSetup(orgId: string | undefined, tournamentId: string) {
  return useScheduleChange(orgId, tournamentId, (input: ScheduleSetupInput) => saveScheduleSetup(orgId, tournamentId, input));
}
