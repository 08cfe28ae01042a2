import { MESSAGES } from '@pitchside/shared';

/** Cognito's answers to a wrong e-mail or password (Amplify surfaces them as the error's `name`). */
const INVALID_CREDENTIALS = new Set(['NotAuthorizedException', 'UserNotFoundException']);

/** Spec §8: a wrong password shows the credentials message, any other failure the hiccup message. */
export function signInErrorMessage(error: unknown): string {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  return INVALID_CREDENTIALS.has(name) ? MESSAGES.invalidCredentials : MESSAGES.authHiccup;
}
