import { type ResetPasswordInput, resetPasswordRoute } from '@pitchside/shared';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/call-route';

/** `POST /api/auth/reset-password {token, password}` → 200 `{ message }`; 400/404 `{ message }` for a bad or used link. */
export async function resetPassword(input: ResetPasswordInput): Promise<string> {
  const { message } = await callRoute(resetPasswordRoute, { body: input, auth: false });
  return message;
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
