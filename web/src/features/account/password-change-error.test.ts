import { describe, expect, it } from '@jest/globals';
import { MESSAGES } from '@pitchside/shared';
import { passwordChangeFailure, WRONG_CURRENT_PASSWORD } from './password-change-error';

const cognitoError = (name: string, message: string) => Object.assign(new Error(message), { name });

describe('what a failed password change says', () => {
  it('says the current password is wrong, on that field (AWS and cognito-local)', () => {
    expect(passwordChangeFailure(cognitoError('NotAuthorizedException', 'Incorrect username or password.'))).toEqual({ field: 'currentPassword', message: WRONG_CURRENT_PASSWORD });
    expect(passwordChangeFailure(cognitoError('InvalidPasswordException', 'Invalid password'))).toEqual({ field: 'currentPassword', message: WRONG_CURRENT_PASSWORD });
  });

  it('puts a policy refusal on the new password', () => {
    expect(passwordChangeFailure(cognitoError('InvalidPasswordException', 'Password does not conform to policy: Password not long enough'))).toEqual({ field: 'password', message: MESSAGES.invalidPassword });
  });

  it('says when attempts are throttled, and keeps the spec message for anything else', () => {
    expect(passwordChangeFailure(cognitoError('LimitExceededException', 'Attempt limit exceeded, please try after some time.')).message).toMatch(/Too many attempts/);
    expect(passwordChangeFailure(new Error('network down'))).toEqual({ field: null, message: MESSAGES.profileUpdateFailed });
  });
});
