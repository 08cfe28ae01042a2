import * as z from 'zod';
import { formText } from '../i18n/form-text';
import { ROLES } from '../roles';
import { emailSchema, nameSchema, optionalField, passwordSchema, phoneSchema, required, requiredString } from '../validation/field-schemas';
import { idSchema } from './common';
import { localeSchema } from '../i18n/locales';

/** The spec's role map `{ coach: true }`; unknown role names are refused, false is never stored. */
export const roleMapSchema = z.partialRecord(z.enum(ROLES), z.literal(true));

export const userSchema = z.object({
  uid: idSchema,
  email: emailSchema,
  displayName: z.string(),
  role: roleMapSchema,
  phone: phoneSchema.optional(),
});
export type User = z.infer<typeof userSchema>;

/** POST /api/auth/create-user (spec §7). */
export const createUserInputSchema = z.strictObject({
  email: required(emailSchema, 'email'),
  password: required(passwordSchema, 'password'),
  displayName: required(nameSchema, 'name'),
  role: roleMapSchema,
  phone: optionalField(phoneSchema),
});
export type CreateUserInput = z.infer<typeof createUserInputSchema>;

/** PUT /api/auth/update-user: `{ uid, properties }` (spec §7); only the listed properties may change. */
export const updateUserInputSchema = z.strictObject({
  uid: idSchema,
  properties: z.strictObject({
    email: emailSchema.optional(),
    password: passwordSchema.optional(),
    displayName: nameSchema.optional(),
    role: roleMapSchema.optional(),
    phone: optionalField(phoneSchema),
  }),
});
export type UpdateUserInput = z.infer<typeof updateUserInputSchema>;

/** A user editing their own profile: never their roles or e-mail. */
export const updateProfileInputSchema = z.strictObject({
  displayName: required(nameSchema, 'name').optional(),
  phone: optionalField(phoneSchema),
  /** The language the app, e-mails and notifications use for this person. */
  language: localeSchema.optional(),
});
export type UpdateProfileInput = z.infer<typeof updateProfileInputSchema>;

/** One row of a user import. Names from a member list are taken as written ("O'Neill"). */
export const importUserRowSchema = z.strictObject({
  /** The row's number in the uploaded sheet, echoed back in the report. */
  row: z.number().int().positive().optional(),
  email: required(emailSchema, 'email'),
  displayName: requiredString('name'),
  role: roleMapSchema,
  phone: optionalField(phoneSchema),
});
export type ImportUserRow = z.infer<typeof importUserRowSchema>;

/**
 * POST /api/auth/import-users: `{ users }` (spec §7). Rows are checked one by one, so a bad row is
 * reported with its reason while the good ones are imported.
 */
export const importUsersInputSchema = z.strictObject({
  users: z
    .array(z.unknown())
    .min(1, formText('form.noUsers'))
    .max(1000, formText('form.usersAtMost', { max: 1000 })),
});
export type ImportUsersInput = z.infer<typeof importUsersInputSchema>;
