import * as z from 'zod';
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

export const createTeamInputSchema = z.strictObject({
  name: requiredString('Team name'),
  age: ageSchema,
  gender: teamGenderSchema,
  coachUid: idSchema.optional(),
});
export type CreateTeamInput = z.infer<typeof createTeamInputSchema>;

export const updateTeamInputSchema = createTeamInputSchema.partial().strict();
export type UpdateTeamInput = z.infer<typeof updateTeamInputSchema>;
