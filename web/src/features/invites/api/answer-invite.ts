import { type AcceptInviteInput, acceptInviteRoute } from '@pitchside/shared';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/call-route';

/**
 * `POST /api/auth/accept-invite` (public) with `{answer: 'accept', token, displayName?, password?}` (a new
 * person also chooses a name and password) or `{answer: 'decline', token}` → 200 `{ email }`.
 */
export async function answerInvite(input: AcceptInviteInput) {
  return callRoute(acceptInviteRoute, { body: input, auth: false });
}

export function useAnswerInvite() {
  return useMutation({ mutationFn: answerInvite });
}
