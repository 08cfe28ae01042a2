import { describe, expect, it } from '@jest/globals';
import { MESSAGES } from '@pitchside/shared';
import { signInErrorMessage, TOO_MANY_ATTEMPTS } from './sign-in-error';

const named = (name: string, message = 'x') => Object.assign(new Error(message), { name });

describe('signInErrorMessage', () => {
  it('shows the invalid-credentials message for a wrong password or an unknown user', () => {
    expect(signInErrorMessage(named('NotAuthorizedException', 'Incorrect username or password.'))).toBe(MESSAGES.invalidCredentials);
    expect(signInErrorMessage(named('UserNotFoundException'))).toBe(MESSAGES.invalidCredentials);
  });

  it('says to wait when Cognito throttles repeated failures', () => {
    expect(TOO_MANY_ATTEMPTS).toBe('Too many attempts. Wait a few minutes and try again.');
    expect(signInErrorMessage(named('TooManyRequestsException'))).toBe(TOO_MANY_ATTEMPTS);
    expect(signInErrorMessage(named('LimitExceededException'))).toBe(TOO_MANY_ATTEMPTS);
    expect(signInErrorMessage(named('NotAuthorizedException', 'Password attempts exceeded'))).toBe(TOO_MANY_ATTEMPTS);
  });

  it('shows the hiccup message for anything else', () => {
    expect(signInErrorMessage(named('NetworkError'))).toBe(MESSAGES.authHiccup);
    expect(signInErrorMessage(named('SignInIncompleteError'))).toBe(MESSAGES.authHiccup);
    expect(signInErrorMessage(new TypeError('Failed to fetch'))).toBe(MESSAGES.authHiccup);
    expect(signInErrorMessage(undefined)).toBe(MESSAGES.authHiccup);
  });
});
