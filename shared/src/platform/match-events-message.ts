import * as z from 'zod';

/**
 * What the matches service puts on the match-events queue for every change of a match. The consumer pushes
 * the match to its spectators and, when a result changed, recomputes the named division from source — so the
 * message only says where to look. `match-updated` is a change that does not touch any table (a goal in a
 * running match, a card, a pause).
 */
export const matchEventsMessageSchema = z.object({
  type: z.enum(['match-updated', 'match-completed', 'match-reopened', 'match-score-edited', 'matches-reset']),
  tournamentId: z.string().min(1),
  division: z.string().min(1).optional(),
  matchId: z.string().min(1).optional(),
  sentAt: z.string(),
});

export type MatchEventsMessage = z.infer<typeof matchEventsMessageSchema>;
