/** Cognito's answers to a wrong e-mail or password (Amplify surfaces them as the error's `name`). */
const INVALID_CREDENTIALS = new Set(['NotAuthorizedException', 'UserNotFoundException']);

/** Cognito's answers once repeated failures are throttled. */
const THROTTLED = new Set(['TooManyRequestsException', 'LimitExceededException', 'TooManyFailedAttemptsException']);

/** Catalog ids of the three answers (the form shows them in the active language; English is the spec's text). */
export type SignInErrorId = 'auth.tooManyAttempts' | 'auth.invalidCredentials' | 'auth.hiccup';

/**
 * Spec §8: a wrong password shows the credentials message, any other failure the hiccup message. Throttled
 * attempts say so (Cognito also reports a locked-out user as NotAuthorizedException 'Password attempts
 * exceeded').
 */
export function signInErrorMessage(error: unknown): SignInErrorId {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  const message = error instanceof Error ? error.message : '';
  if (THROTTLED.has(name) || (name === 'NotAuthorizedException' && /attempts exceeded/i.test(message))) return 'auth.tooManyAttempts';
  return INVALID_CREDENTIALS.has(name) ? 'auth.invalidCredentials' : 'auth.hiccup';
}
