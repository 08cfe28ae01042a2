import { generateScheduleRoute, saveScheduleSetupRoute, type GenerateScheduleInput, type ScheduleSetup, type ScheduleSetupInput, type ScheduleView } from '@pitchside/shared';
import { organizationHeaders } from '../../lib/api-client';
import { callRoute } from '../../lib/call-route';

/**
 * `POST /api/tournaments/{id}/schedule/generate {keepLocked}` → the new board: locked matches stay (or
 * everything is placed afresh), and `unplaced` lists each match that did not fit with its reasons.
 */
export async function generateSchedule(orgId: string | undefined, tournamentId: string, input: GenerateScheduleInput): Promise<ScheduleView> {
  return callRoute(generateScheduleRoute, { params: { tournamentId }, body: input, headers: organizationHeaders(orgId) });
}

/** `PUT /api/tournaments/{id}/schedule/setup` → the setup as saved; 400 with `fields` (e.g. `days.0.end`) when a value is wrong. */
export async function saveScheduleSetup(orgId: string | undefined, tournamentId: string, input: ScheduleSetupInput): Promise<ScheduleSetup> {
  return callRoute(saveScheduleSetupRoute, { params: { tournamentId }, body: input, headers: organizationHeaders(orgId) });
}
