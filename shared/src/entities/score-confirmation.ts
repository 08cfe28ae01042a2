import * as z from 'zod';
import { idSchema, teamTypeSchema, timestampSchema } from './common';

/** A coach confirming the final score for one side of a match (spec §3). */
export const scoreConfirmationSchema = z.object({
  coachId: idSchema,
  coachName: z.string(),
  teamType: teamTypeSchema,
  teamName: z.string(),
  confirmedAt: timestampSchema,
});
export type ScoreConfirmation = z.infer<typeof scoreConfirmationSchema>;

/** What the coach sends; who they are and when comes from the server. */
export const confirmScoreInputSchema = z.strictObject({ teamType: teamTypeSchema });
export type ConfirmScoreInput = z.infer<typeof confirmScoreInputSchema>;
