import * as z from 'zod';
import { formText } from '../i18n/form-text';
import { DEFAULT_BRACKET } from '../constants/tournament-options';
import { requiredString } from '../validation/field-schemas';
import { ageSchema, genderSchema, idSchema, nonNegativeIntSchema } from './common';

/**
 * A team's entry in a tournament, with its standings row (spec §3). The standings consumer rewrites
 * the numbers from the division's completed matches; nobody edits them by hand. `position` 0: not ranked yet.
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
  position: z.number().int().min(0),
});
export type TournamentTeam = z.infer<typeof tournamentTeamSchema>;

const optionalText = (max: number) => z.string().trim().max(max).optional();

/**
 * Adding a team to a tournament. The division must exist (by name); age and gender default to the
 * division's. The bracket defaults to 'Default'. `teamId` links the organization's team, when known.
 */
export const createTournamentTeamInputSchema = z.strictObject({
  team: requiredString('team').pipe(z.string().max(100, formText('form.teamNameUnder', { max: 100 }))),
  club: optionalText(100),
  division: requiredString('division'),
  bracket: optionalText(100),
  age: ageSchema.optional(),
  gender: genderSchema.optional(),
  teamId: idSchema.optional(),
});
export type CreateTournamentTeamInput = z.infer<typeof createTournamentTeamInputSchema>;

/** The name and club make the team's key, so they are not edited: remove the team and add it again. */
export const updateTournamentTeamInputSchema = z.strictObject({
  division: requiredString('division').optional(),
  bracket: optionalText(100),
  age: ageSchema.optional(),
  gender: genderSchema.optional(),
  teamId: idSchema.nullable().optional(),
});
export type UpdateTournamentTeamInput = z.infer<typeof updateTournamentTeamInputSchema>;
