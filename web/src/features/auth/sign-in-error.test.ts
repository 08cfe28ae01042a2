import { describe, expect, it } from '@jest/globals';
import { MESSAGES } from '@pitchside/shared';
import { signInErrorMessage } from './sign-in-error';

const named = (name: string) => Object.assign(new Error('x'), { name });

describe('signInErrorMessage', () => {
  it('shows the invalid-credentials message for a wrong password or an unknown user', () => {
    expect(signInErrorMessage(named('NotAuthorizedException'))).toBe(MESSAGES.invalidCredentials);
    expect(signInErrorMessage(named('UserNotFoundException'))).toBe(MESSAGES.invalidCredentials);
  });

  it('shows the hiccup message for anything else', () => {
    expect(signInErrorMessage(named('NetworkError'))).toBe(MESSAGES.authHiccup);
    expect(signInErrorMessage(named('SignInIncompleteError'))).toBe(MESSAGES.authHiccup);
    expect(signInErrorMessage(new TypeError('Failed to fetch'))).toBe(MESSAGES.authHiccup);
    expect(signInErrorMessage(undefined)).toBe(MESSAGES.authHiccup);
  });
});
