import * as z from 'zod';

/**
 * What the matches service puts on the match-events queue when a result changes. The standings
 * consumer recomputes the named division from source, so the message only says where to look.
 */
export const matchEventsMessageSchema = z.object({
  type: z.enum(['match-completed', 'match-reopened', 'match-score-edited', 'matches-reset']),
  tournamentId: z.string().min(1),
  division: z.string().min(1).optional(),
  matchId: z.string().min(1).optional(),
  sentAt: z.string(),
});

export type MatchEventsMessage = z.infer<typeof matchEventsMessageSchema>;
