import type { MatchEvent, RecordMatchEventsResult } from '@pitchside/shared';
import * as z from 'zod';
import { api } from '../../../lib/api-client';
import { matchPath } from './match-keys';
import { matchViewSchema } from './match-view';

const outcomeSchema = z.union([
  z.object({ eventId: z.string(), outcome: z.enum(['applied', 'duplicate']) }),
  z.object({ eventId: z.string(), outcome: z.literal('rejected'), code: z.string(), message: z.string() }),
]);
const resultSchema: z.ZodType<RecordMatchEventsResult> = z.object({ match: matchViewSchema, results: z.array(outcomeSchema) });

/** At most this many events per request (the API's limit). */
export const MAX_EVENTS_PER_REQUEST = 100;

/**
 * `POST /api/tournaments/{t}/matches/{m}/events {events}` (the match's referee, admins) → `{ match, results }`:
 * each event answered on its own (applied, duplicate, or rejected with the domain's message), the match as
 * it stands after them. Sent by the console's queue (console/match-sync.ts), never as a mutation.
 */
export async function recordMatchEvents(tournamentId: string, matchId: string, events: readonly MatchEvent[]) {
  return api.post(`${matchPath(tournamentId, matchId)}/events`, { events }, { schema: resultSchema });
}
