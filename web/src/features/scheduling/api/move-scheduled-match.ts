import { type MoveScheduledMatchInput, type ScheduleView, scheduleViewSchema } from '@pitchside/shared';
import { api, organizationHeaders } from '../../../lib/api-client';
import { schedulePath } from '../../../api/scheduling/schedule-path';
import { useScheduleChange } from './use-schedule-change';

export interface MoveScheduledMatchVariables extends MoveScheduledMatchInput {
  matchId: string;
}

/**
 * `PUT /api/tournaments/{id}/schedule/matches/{matchId} {pitchId, date, start}` → the new board (the moved match is locked there);
 * 409 with the rule it breaks when the drop is illegal (the board shows that message).
 */
export async function moveScheduledMatch(orgId: string | undefined, tournamentId: string, { matchId, ...target }: MoveScheduledMatchVariables): Promise<ScheduleView> {
  return api.put(schedulePath(tournamentId, 'matches', matchId), target, { schema: scheduleViewSchema, headers: organizationHeaders(orgId) });
}

export function useMoveScheduledMatch(orgId: string | undefined, tournamentId: string) {
  return useScheduleChange(
    orgId,
    tournamentId,
    (input: MoveScheduledMatchVariables) => moveScheduledMatch(orgId, tournamentId, input),
    (view) => view,
  );
}
