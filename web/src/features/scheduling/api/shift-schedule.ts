import { shiftScheduleRoute, type ShiftResult, type ShiftScheduleInput } from '@pitchside/shared';
import { organizationHeaders } from '../../../lib/api-client';
import { callRoute } from '../../../lib/call-route';
import { useScheduleChange } from './use-schedule-change';

/**
 * `POST /api/tournaments/{id}/schedule/shift` → the `ShiftResult`: a weather day. The matches in the range move
 * (by N minutes, or to another pitch/day); stale referee assignments are flagged and the affected coaches
 * and referees are e-mailed.
 */
export async function shiftSchedule(orgId: string | undefined, tournamentId: string, input: ShiftScheduleInput): Promise<ShiftResult> {
  return callRoute(shiftScheduleRoute, { params: { tournamentId }, body: input, headers: organizationHeaders(orgId) });
}

export function useShiftSchedule(orgId: string | undefined, tournamentId: string) {
  return useScheduleChange(orgId, tournamentId, (input: ShiftScheduleInput) => shiftSchedule(orgId, tournamentId, input));
}
