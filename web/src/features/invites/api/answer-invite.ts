import { answerInviteAnswerSchema } from '@pitchside/shared';
import type { AcceptInviteInput } from '@pitchside/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * `POST /api/auth/accept-invite` (public) with `{answer: 'accept', token, displayName?, password?}` (a new
 * person also chooses a name and password) or `{answer: 'decline', token}` → 200 `{ email }`.
 */
export async function answerInvite(input: AcceptInviteInput) {
  return api.post('/auth/accept-invite', input, { auth: false, schema: answerInviteAnswerSchema });
}

export function useAnswerInvite() {
  return useMutation({ mutationFn: answerInvite });
}
