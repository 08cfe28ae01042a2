import { z } from 'zod';
import { ROLES } from '../roles';
import { emailSchema, nameSchema, optionalField, passwordSchema, phoneSchema, required, requiredString } from '../validation/field-schemas';
import { idSchema } from './common';

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
  email: required(emailSchema, 'E-mail'),
  password: required(passwordSchema, 'Password'),
  displayName: required(nameSchema, 'Name'),
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
  displayName: required(nameSchema, 'Name').optional(),
  phone: optionalField(phoneSchema),
});
export type UpdateProfileInput = z.infer<typeof updateProfileInputSchema>;

/**
 * POST /api/auth/import-users: `{ users }` (spec §7). Names from a member list are taken as written
 * ("O'Neill"), since one apostrophe must not fail a whole club's import; e-mails are still checked.
 */
export const importUsersInputSchema = z.strictObject({
  users: z.array(
    z.strictObject({
      email: required(emailSchema, 'E-mail'),
      displayName: requiredString('Name'),
      role: roleMapSchema,
      phone: optionalField(phoneSchema),
    }),
  ).min(1),
});
export type ImportUsersInput = z.infer<typeof importUsersInputSchema>;
