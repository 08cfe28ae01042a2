/** Which field of the password form a failure belongs to, and what to say there. */
export interface PasswordChangeFailure {
  field: 'currentPassword' | 'password' | null;
  /** Catalog id of what to say (English: the spec's messages where it has one). */
  message: 'account.wrongCurrent' | 'account.invalidPassword' | 'account.updateFailed' | 'auth.tooManyAttempts';
}

/**
 * Cognito's ChangePassword failures, said so the user can act: a wrong current password is
 * NotAuthorizedException in AWS ('Incorrect username or password.') and InvalidPasswordException
 * ('Invalid password') in cognito-local; a new password the policy refuses is InvalidPasswordException
 * ('Password does not conform to policy: …'). Anything else keeps the spec's profile failure message.
 */
export function passwordChangeFailure(error: unknown): PasswordChangeFailure {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  const message = error instanceof Error ? error.message : '';
  if (name === 'LimitExceededException' || name === 'TooManyRequestsException' || /attempts exceeded/i.test(message)) return { field: null, message: 'auth.tooManyAttempts' };
  if (name === 'InvalidPasswordException' && /conform|policy/i.test(message)) return { field: 'password', message: 'account.invalidPassword' };
  if (name === 'NotAuthorizedException' || name === 'InvalidPasswordException') return { field: 'currentPassword', message: 'account.wrongCurrent' };
  return { field: null, message: 'account.updateFailed' };
}
