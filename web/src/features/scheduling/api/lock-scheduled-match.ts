import { type ScheduleView, scheduleViewSchema } from '@pitchside/shared';
import { api, organizationHeaders } from '../../../lib/api-client';
import { schedulePath } from '../../../api/scheduling/schedule-path';
import { useScheduleChange } from './use-schedule-change';

export interface LockScheduledMatchVariables {
  matchId: string;
  locked: boolean;
}

/** `PUT /api/tournaments/{id}/schedule/matches/{matchId}/lock {locked}` → the new board: a locked match keeps its slot when the rest is regenerated. */
export async function lockScheduledMatch(orgId: string | undefined, tournamentId: string, { matchId, locked }: LockScheduledMatchVariables): Promise<ScheduleView> {
  return api.put(schedulePath(tournamentId, 'matches', matchId, 'lock'), { locked }, { schema: scheduleViewSchema, headers: organizationHeaders(orgId) });
}

export function useLockScheduledMatch(orgId: string | undefined, tournamentId: string) {
  return useScheduleChange(
    orgId,
    tournamentId,
    (input: LockScheduledMatchVariables) => lockScheduledMatch(orgId, tournamentId, input),
    (view) => view,
  );
}
