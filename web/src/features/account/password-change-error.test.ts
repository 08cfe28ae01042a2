import { describe, expect, it } from '@jest/globals';
import { MESSAGES } from '@pitchside/shared';
import en from '../../i18n/catalogs/app/en.json';
import { passwordChangeFailure } from './password-change-error';

const WRONG_CURRENT_PASSWORD = 'account.wrongCurrent';

const cognitoError = (name: string, message: string) => Object.assign(new Error(message), { name });

describe('what a failed password change says', () => {
  it('says the current password is wrong, on that field (AWS and cognito-local)', () => {
    expect(passwordChangeFailure(cognitoError('NotAuthorizedException', 'Incorrect username or password.'))).toEqual({ field: 'currentPassword', message: WRONG_CURRENT_PASSWORD });
    expect(passwordChangeFailure(cognitoError('InvalidPasswordException', 'Invalid password'))).toEqual({ field: 'currentPassword', message: WRONG_CURRENT_PASSWORD });
  });

  it('puts a policy refusal on the new password', () => {
    expect(passwordChangeFailure(cognitoError('InvalidPasswordException', 'Password does not conform to policy: Password not long enough'))).toEqual({
      field: 'password',
      message: 'account.invalidPassword',
    });
  });

  it('says when attempts are throttled, and keeps the spec message for anything else', () => {
    expect(passwordChangeFailure(cognitoError('LimitExceededException', 'Attempt limit exceeded, please try after some time.')).message).toBe('auth.tooManyAttempts');
    expect(passwordChangeFailure(new Error('network down'))).toEqual({ field: null, message: 'account.updateFailed' });
  });

  it('keeps the spec’s words in English', () => {
    expect(en['account.invalidPassword']).toBe(MESSAGES.invalidPassword);
    expect(en['account.updateFailed']).toBe(MESSAGES.profileUpdateFailed);
    expect(en['account.wrongCurrent']).toBe('Your current password is not right. Type it again.');
  });
});
