import * as z from 'zod';
import { DEFAULT_BRACKET } from '../constants/tournament-options';
import { ageSchema, genderSchema, idSchema, nonNegativeIntSchema } from './common';

/**
 * A team's entry in a tournament, with its standings row (spec §3). The standings consumer rewrites
 * the numbers from the division's completed matches; nobody edits them by hand.
 */
export const tournamentTeamSchema = z.object({
  id: idSchema.optional(),
  tournamentId: idSchema.optional(),
  team: z.string().min(1),
  club: z.string().optional(),
  division: z.string().min(1),
  bracket: z.string().min(1).default(DEFAULT_BRACKET),
  age: ageSchema,
  gender: genderSchema,
  organizerUid: idSchema,
  MP: nonNegativeIntSchema,
  W: nonNegativeIntSchema,
  D: nonNegativeIntSchema,
  L: nonNegativeIntSchema,
  GF: nonNegativeIntSchema,
  GA: nonNegativeIntSchema,
  GD: z.number().int(),
  PTS: z.number().int(),
  position: z.number().int().min(1),
});
export type TournamentTeam = z.infer<typeof tournamentTeamSchema>;
