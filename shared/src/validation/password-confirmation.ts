import * as z from 'zod';
import { MESSAGES } from '../messages';
import { passwordSchema } from './field-schemas';

type WithConfirmation = z.ZodObject<{ password: z.ZodType; confirmPassword: z.ZodType }>;

/**
 * Adds the mismatch check to any form schema holding `password` and `confirmPassword`, reported on
 * `confirmPassword` so the form shows it under the second field. It runs once both fields parsed.
 */
export function refinePasswordConfirmation<T extends WithConfirmation>(schema: T) {
  return schema.refine((value) => (value as { password: unknown }).password === (value as { confirmPassword: unknown }).confirmPassword, {
    message: MESSAGES.passwordMismatch,
    path: ['confirmPassword'],
  });
}

/** 'Please confirm your password' when the second field is missing or blank. */
export const confirmPasswordSchema = z.string({ error: MESSAGES.confirmPassword }).min(1, MESSAGES.confirmPassword);

/** The password pair of the sign-up and reset forms. */
export const passwordWithConfirmationSchema = refinePasswordConfirmation(z.object({ password: passwordSchema, confirmPassword: confirmPasswordSchema }));
export type PasswordWithConfirmation = z.infer<typeof passwordWithConfirmationSchema>;
