import * as z from 'zod';

/**
 * What is published on the match-events topic for every change of a match (by the matches service, its sweep
 * and the knockout fill). The live consumer pushes the match to its spectators; the standings consumer, when a
 * result changed, recomputes the named division from source — so the message only says where to look.
 * `match-updated` is a change that does not touch any table (a goal in a running match, a card, a pause).
 */
export const matchEventsMessageSchema = z.object({
  type: z.enum(['match-updated', 'match-completed', 'match-reopened', 'match-score-edited', 'matches-reset']),
  tournamentId: z.string().min(1),
  division: z.string().min(1).optional(),
  matchId: z.string().min(1).optional(),
  sentAt: z.string(),
});

export type MatchEventsMessage = z.infer<typeof matchEventsMessageSchema>;
