import * as z from 'zod';
import { formText } from '../i18n/form-text';
import { requiredString } from '../validation/field-schemas';
import { ageSchema, genderSchema, idSchema } from './common';

// A tournament's subcollections of spec §3: age groups, divisions and brackets.

const structureName = (field: 'division' | 'bracket') => requiredString(field).pipe(z.string().max(100, formText(field === 'division' ? 'form.divisionUnder' : 'form.bracketUnder', { max: 100 })));

export const ageGroupSchema = z.object({ id: idSchema.optional(), name: z.string().min(1) });
export type AgeGroup = z.infer<typeof ageGroupSchema>;
/** An age group is one of the ages u6–u19 (spec §9), stored canonically ('U12' and 'Under 12' are 'u12'). */
export const createAgeGroupInputSchema = z.strictObject({ name: ageSchema });
export type CreateAgeGroupInput = z.infer<typeof createAgeGroupInputSchema>;

export const divisionSchema = z.object({ id: idSchema.optional(), name: z.string().min(1), age: ageSchema, gender: genderSchema });
export type Division = z.infer<typeof divisionSchema>;
export const createDivisionInputSchema = z.strictObject({ name: structureName('division'), age: ageSchema, gender: genderSchema });
export type CreateDivisionInput = z.infer<typeof createDivisionInputSchema>;
export const updateDivisionInputSchema = createDivisionInputSchema.partial().strict();
export type UpdateDivisionInput = z.infer<typeof updateDivisionInputSchema>;

export const bracketSchema = z.object({ id: idSchema.optional(), name: z.string().min(1) });
export type Bracket = z.infer<typeof bracketSchema>;
/** A bracket, optionally of one division (its divisionId), so two divisions may each have a 'Group A'. */
export const createBracketInputSchema = z.strictObject({ name: structureName('bracket'), divisionId: idSchema.optional() });
export type CreateBracketInput = z.infer<typeof createBracketInputSchema>;
