import { lockScheduledMatchRoute, type ScheduleView } from '@pitchside/shared';
import { organizationHeaders } from '../../../lib/api-client';
import { callRoute } from '../../../lib/call-route';
import { useScheduleChange } from './use-schedule-change';

export interface LockScheduledMatchVariables {
  matchId: string;
  locked: boolean;
}

/** `PUT /api/tournaments/{id}/schedule/matches/{matchId}/lock {locked}` → the new board: a locked match keeps its slot when the rest is regenerated. */
export async function lockScheduledMatch(orgId: string | undefined, tournamentId: string, { matchId, locked }: LockScheduledMatchVariables): Promise<ScheduleView> {
  return callRoute(lockScheduledMatchRoute, { params: { tournamentId, matchId }, body: { locked }, headers: organizationHeaders(orgId) });
}

export function useLockScheduledMatch(orgId: string | undefined, tournamentId: string) {
  return useScheduleChange(
    orgId,
    tournamentId,
    (input: LockScheduledMatchVariables) => lockScheduledMatch(orgId, tournamentId, input),
    (view) => view,
  );
}
