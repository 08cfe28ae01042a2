import * as z from 'zod';
import { emailSchema } from './field-schemas';
import { fieldErrors } from './field-errors';
import { passwordWithConfirmationSchema, refinePasswordConfirmation } from './password-confirmation';

describe('password with confirmation', () => {
  it('passes when both fields hold the same valid password', () => {
    expect(passwordWithConfirmationSchema.parse({ password: 'Secret123', confirmPassword: 'Secret123' })).toEqual({
      password: 'Secret123',
      confirmPassword: 'Secret123',
    });
  });

  it('reports a mismatch under the confirm field', () => {
    const result = passwordWithConfirmationSchema.safeParse({ password: 'Secret123', confirmPassword: 'Secret321' });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({ confirmPassword: 'The passwords that you entered do not match!' });
  });

  it('asks to confirm when the confirm field is empty', () => {
    const result = passwordWithConfirmationSchema.safeParse({ password: 'Secret123', confirmPassword: '' });
    expect(fieldErrors(result.error!)).toEqual({ confirmPassword: 'Please confirm your password' });
  });

  it('adds the mismatch check to a whole sign-up form and still reports the other fields', () => {
    const signUp = refinePasswordConfirmation(z.object({ email: emailSchema, password: z.string(), confirmPassword: z.string() }));
    const result = signUp.safeParse({ email: 'nope', password: 'Secret123', confirmPassword: 'Other123' });
    expect(fieldErrors(result.error!)).toEqual({
      email: 'Invalid E-mail',
      confirmPassword: 'The passwords that you entered do not match!',
    });
  });
});
