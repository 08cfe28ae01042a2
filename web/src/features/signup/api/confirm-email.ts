import { type ConfirmEmailInput, confirmEmailRoute } from '@pitchside/shared';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/call-route';

/** `POST /api/auth/confirm-email {token}` → 200 `{ message }`; 404 `{ message }` for a wrong, used or expired link. */
export async function confirmEmail(input: ConfirmEmailInput): Promise<string> {
  const { message } = await callRoute(confirmEmailRoute, { body: input, auth: false });
  return message;
}

export function useConfirmEmail() {
  return useMutation({ mutationFn: confirmEmail });
}
