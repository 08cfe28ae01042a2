import { type RouteAnswer, type SignUpInput, signUpRoute } from '@pitchside/shared';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/call-route';

/** `{ uid, email, orgId, message }`: the entry's answer (the organization the sign-up created is also named). */
export type SignedUp = RouteAnswer<typeof signUpRoute>;

/**
 * `POST /api/auth/signup {email, displayName, organizationName, password}` → 201 `{ uid, email, message }`: a new
 * organizer, admin of the organization they named, whose address is proved by the link e-mailed to it. 409 `{ error: 'email_taken', message }` when the e-mail
 * already has an account.
 */
export async function signUp(input: SignUpInput): Promise<SignedUp> {
  return callRoute(signUpRoute, { body: input, auth: false });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
