import * as z from 'zod';
import { formText } from '../i18n/form-text';
import { requiredString } from '../validation/field-schemas';
import { ageSchema, idSchema, nonNegativeIntSchema, teamGenderSchema } from './common';

/** A club's team, owned by its coach (spec §3). */
export const teamSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  age: ageSchema,
  gender: teamGenderSchema,
  coachUid: idSchema.nullable().optional(),
  totalPlayers: nonNegativeIntSchema,
});
export type Team = z.infer<typeof teamSchema>;

/** Team names are stored as given (a name with '<b>' is text, never markup); only their length is limited. */
const teamNameSchema = requiredString('teamName').pipe(z.string().max(100, formText('form.teamNameUnder', { max: 100 })));
const clubSchema = z
  .string()
  .trim()
  .max(100, formText('form.clubUnder', { max: 100 }))
  .optional();

export const createTeamInputSchema = z.strictObject({
  name: teamNameSchema,
  club: clubSchema,
  age: ageSchema,
  gender: teamGenderSchema,
  coachUid: idSchema.optional(),
});
export type CreateTeamInput = z.infer<typeof createTeamInputSchema>;

/** `coachUid: null` takes the team away from its coach. `totalPlayers` follows the roster and is never sent. */
export const updateTeamInputSchema = z.strictObject({
  name: teamNameSchema.optional(),
  club: clubSchema,
  age: ageSchema.optional(),
  gender: teamGenderSchema.optional(),
  coachUid: idSchema.nullable().optional(),
});
export type UpdateTeamInput = z.infer<typeof updateTeamInputSchema>;

/** One row of POST /api/teams/import. `id` is the sheet's own team id: a team whose id exists is skipped (spec §5). */
export const importTeamRowSchema = createTeamInputSchema.extend({
  id: z.string().trim().min(1).max(64).optional(),
  row: z.number().int().positive().optional(),
});
export type ImportTeamRow = z.infer<typeof importTeamRowSchema>;

export const importTeamsInputSchema = z.strictObject({
  teams: z
    .array(importTeamRowSchema)
    .min(1, formText('form.noTeams'))
    .max(500, formText('form.teamsAtMost', { max: 500 })),
});
export type ImportTeamsInput = z.infer<typeof importTeamsInputSchema>;
