import type { ConfirmEmailInput } from '@pitchside/shared';
import { useMutation } from '@tanstack/react-query';
import * as z from 'zod';
import { api } from '../../../lib/api-client';

const confirmedSchema = z.object({ message: z.string() });

/** `POST /api/auth/confirm-email {token}` → 200 `{ message }`; 404 `{ message }` for a wrong, used or expired link. */
export async function confirmEmail(input: ConfirmEmailInput): Promise<string> {
  const { message } = await api.post('/auth/confirm-email', input, { schema: confirmedSchema, auth: false });
  return message;
}

export function useConfirmEmail() {
  return useMutation({ mutationFn: confirmEmail });
}
