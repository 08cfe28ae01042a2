import { recordMatchEventsResultSchema, type MatchEvent } from '@pitchside/shared';
import { api } from '../../../lib/api-client';
import { matchPath } from '../../../api/matches/match-keys';

/**
 * `POST /api/tournaments/{t}/matches/{m}/events {events}` (the match's referee, admins) → `{ match, results }`:
 * each event answered on its own (applied, duplicate, or rejected with the domain's message), the match as
 * it stands after them. Sent by the console's queue (console/match-sync.ts), never as a mutation.
 */
export async function recordMatchEvents(tournamentId: string, matchId: string, events: readonly MatchEvent[]) {
  return api.post(`${matchPath(tournamentId, matchId)}/events`, { events }, { schema: recordMatchEventsResultSchema });
}
