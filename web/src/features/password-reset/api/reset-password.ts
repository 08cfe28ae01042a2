import type { ResetPasswordInput } from '@pitchside/shared';
import { useMutation } from '@tanstack/react-query';
import * as z from 'zod';
import { api } from '../../../lib/api-client';

const resetSchema = z.object({ message: z.string() });

/** `POST /api/auth/reset-password {token, password}` → 200 `{ message }`; 400/404 `{ message }` for a bad or used link. */
export async function resetPassword(input: ResetPasswordInput): Promise<string> {
  const { message } = await api.post('/auth/reset-password', input, { schema: resetSchema, auth: false });
  return message;
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
