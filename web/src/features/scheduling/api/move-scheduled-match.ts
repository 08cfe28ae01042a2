import { moveScheduledMatchRoute, type MoveScheduledMatchInput, type ScheduleView } from '@pitchside/shared';
import { organizationHeaders } from '../../../lib/api-client';
import { callRoute } from '../../../lib/call-route';
import { useScheduleChange } from './use-schedule-change';

export interface MoveScheduledMatchVariables extends MoveScheduledMatchInput {
  matchId: string;
}

/**
 * `PUT /api/tournaments/{id}/schedule/matches/{matchId} {pitchId, date, start}` → the new board (the moved match is locked there);
 * 409 with the rule it breaks when the drop is illegal (the board shows that message).
 */
export async function moveScheduledMatch(orgId: string | undefined, tournamentId: string, { matchId, ...target }: MoveScheduledMatchVariables): Promise<ScheduleView> {
  return callRoute(moveScheduledMatchRoute, { params: { tournamentId, matchId }, body: target, headers: organizationHeaders(orgId) });
}

export function useMoveScheduledMatch(orgId: string | undefined, tournamentId: string) {
  return useScheduleChange(
    orgId,
    tournamentId,
    (input: MoveScheduledMatchVariables) => moveScheduledMatch(orgId, tournamentId, input),
    (view) => view,
  );
}
