import { submitApplicationRoute, type ApplicationInput } from '@pitchside/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/call-route';
import { publicRegistrationKey } from './get-public-registration';

/**
 * `POST /api/registration/tournaments/{id}/applications` → 201, each team with a place, a position in the
 * waiting line, or awaiting review. The same `idempotencyKey` again answers the same; nothing changes.
 */
export async function submitApplication(tournamentId: string, input: ApplicationInput) {
  return callRoute(submitApplicationRoute, { params: { tournamentId }, body: input, auth: false });
}

export function useSubmitApplication(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApplicationInput) => submitApplication(tournamentId, input),
    // The places left changed: the divisions shown beside the answer are read again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: publicRegistrationKey(tournamentId) }),
  });
}
