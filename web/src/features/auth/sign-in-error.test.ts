import { describe, expect, it } from '@jest/globals';
import { MESSAGES } from '@pitchside/shared';
import en from '../../i18n/catalogs/app/en.json';
import { signInErrorMessage } from './sign-in-error';

const named = (name: string, message = 'x') => Object.assign(new Error(message), { name });

describe('signInErrorMessage', () => {
  it('shows the invalid-credentials message for a wrong password or an unknown user', () => {
    expect(signInErrorMessage(named('NotAuthorizedException', 'Incorrect username or password.'))).toBe('auth.invalidCredentials');
    expect(signInErrorMessage(named('UserNotFoundException'))).toBe('auth.invalidCredentials');
  });

  it('says to wait when Cognito throttles repeated failures', () => {
    expect(signInErrorMessage(named('TooManyRequestsException'))).toBe('auth.tooManyAttempts');
    expect(signInErrorMessage(named('LimitExceededException'))).toBe('auth.tooManyAttempts');
    expect(signInErrorMessage(named('NotAuthorizedException', 'Password attempts exceeded'))).toBe('auth.tooManyAttempts');
  });

  it('shows the hiccup message for anything else', () => {
    expect(signInErrorMessage(named('NetworkError'))).toBe('auth.hiccup');
    expect(signInErrorMessage(named('SignInIncompleteError'))).toBe('auth.hiccup');
    expect(signInErrorMessage(new TypeError('Failed to fetch'))).toBe('auth.hiccup');
    expect(signInErrorMessage(undefined)).toBe('auth.hiccup');
  });

  it('keeps the spec’s exact words in English (§8)', () => {
    expect(en['auth.invalidCredentials']).toBe(MESSAGES.invalidCredentials);
    expect(en['auth.hiccup']).toBe(MESSAGES.authHiccup);
    expect(en['auth.tooManyAttempts']).toBe('Too many attempts. Wait a few minutes and try again.');
  });
});
