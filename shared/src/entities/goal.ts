import * as z from 'zod';
import { idSchema, nonNegativeIntSchema, teamTypeSchema, timestampSchema } from './common';

/**
 * A goal as stored on its match (spec §3). `id` is the id of the goal event that recorded it, which
 * is how a 'goal-removed' event names it. `matchTime` is the match minute (1-based: 46 is the first
 * minute of the second half), `timestamp` the wall-clock time it was recorded.
 */
export const goalSchema = z.object({
  id: idSchema,
  playerId: z.string(),
  playerName: z.string(),
  teamType: teamTypeSchema,
  matchTime: nonNegativeIntSchema,
  timestamp: timestampSchema,
  jerseyNumber: nonNegativeIntSchema.optional(),
});
export type Goal = z.infer<typeof goalSchema>;
