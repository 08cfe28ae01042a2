import { MESSAGES } from '@pitchside/shared';

/** Cognito's answers to a wrong e-mail or password (Amplify surfaces them as the error's `name`). */
const INVALID_CREDENTIALS = new Set(['NotAuthorizedException', 'UserNotFoundException']);

/** Cognito's answers once repeated failures are throttled. */
const THROTTLED = new Set(['TooManyRequestsException', 'LimitExceededException', 'TooManyFailedAttemptsException']);

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Wait a few minutes and try again.';

/**
 * Spec §8: a wrong password shows the credentials message, any other failure the hiccup message. Throttled
 * attempts say so (Cognito also reports a locked-out user as NotAuthorizedException 'Password attempts
 * exceeded').
 */
export function signInErrorMessage(error: unknown): string {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  const message = error instanceof Error ? error.message : '';
  if (THROTTLED.has(name) || (name === 'NotAuthorizedException' && /attempts exceeded/i.test(message))) return TOO_MANY_ATTEMPTS;
  return INVALID_CREDENTIALS.has(name) ? MESSAGES.invalidCredentials : MESSAGES.authHiccup;
}
