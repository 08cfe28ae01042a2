import * as z from 'zod';
import { requiredString } from '../validation/field-schemas';
import { ageSchema, genderSchema, idSchema } from './common';

// A tournament's subcollections of spec §3: age groups, divisions and brackets.

export const ageGroupSchema = z.object({ id: idSchema.optional(), name: z.string().min(1) });
export type AgeGroup = z.infer<typeof ageGroupSchema>;
export const createAgeGroupInputSchema = z.strictObject({ name: requiredString('Age group') });
export type CreateAgeGroupInput = z.infer<typeof createAgeGroupInputSchema>;

export const divisionSchema = z.object({ id: idSchema.optional(), name: z.string().min(1), age: ageSchema, gender: genderSchema });
export type Division = z.infer<typeof divisionSchema>;
export const createDivisionInputSchema = z.strictObject({ name: requiredString('Division'), age: ageSchema, gender: genderSchema });
export type CreateDivisionInput = z.infer<typeof createDivisionInputSchema>;
export const updateDivisionInputSchema = createDivisionInputSchema.partial().strict();
export type UpdateDivisionInput = z.infer<typeof updateDivisionInputSchema>;

export const bracketSchema = z.object({ id: idSchema.optional(), name: z.string().min(1) });
export type Bracket = z.infer<typeof bracketSchema>;
export const createBracketInputSchema = z.strictObject({ name: requiredString('Bracket') });
export type CreateBracketInput = z.infer<typeof createBracketInputSchema>;
