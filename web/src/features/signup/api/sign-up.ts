import type { SignUpInput } from '@pitchside/shared';
import { useMutation } from '@tanstack/react-query';
import * as z from 'zod';
import { api } from '../../../lib/api-client';

const signedUpSchema = z.object({ uid: z.string(), email: z.string(), message: z.string() });
export type SignedUp = z.infer<typeof signedUpSchema>;

/**
 * `POST /api/auth/signup {email, displayName, organizationName, password}` → 201 `{ uid, email, message }`: a new
 * organizer, admin of the organization they named, whose address is proved by the link e-mailed to it. 409 `{ error: 'email_taken', message }` when the e-mail
 * already has an account.
 */
export async function signUp(input: SignUpInput): Promise<SignedUp> {
  return api.post('/auth/signup', input, { schema: signedUpSchema, auth: false });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
