import { recordMatchEventsRoute, type MatchEvent } from '@pitchside/shared';
import { callRoute } from '../../../lib/call-route';

/**
 * `POST /api/tournaments/{t}/matches/{m}/events {events}` (the match's referee, admins) → `{ match, results }`:
 * each event answered on its own (applied, duplicate, or rejected with the domain's message), the match as
 * it stands after them. Sent by the console's queue (console/match-sync.ts), never as a mutation.
 */
export async function recordMatchEvents(tournamentId: string, matchId: string, events: readonly MatchEvent[]) {
  return callRoute(recordMatchEventsRoute, { params: { tournamentId, matchId }, body: { events: [...events] } });
}
