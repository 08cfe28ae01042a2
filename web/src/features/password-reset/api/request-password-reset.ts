import { type ForgotPasswordInput, forgotPasswordRoute } from '@pitchside/shared';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/call-route';

/**
 * `POST /api/auth/forgot-password {email}` → 200 `{ message }` (MESSAGES.resetSent: the e-mail with the
 * `/admin/reset-password?token=…` link is on its way); 404 `{ message: 'No user found with that email address' }`.
 */
export async function requestPasswordReset(input: ForgotPasswordInput): Promise<string> {
  const { message } = await callRoute(forgotPasswordRoute, { body: input, auth: false });
  return message;
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
