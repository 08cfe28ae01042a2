import { type CreateTournamentInput, createTournamentRoute } from '@pitchside/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { organizationHeaders } from '../../../lib/api-client';
import { callRoute } from '../../../lib/call-route';
import { tournamentsKeys } from '../../../api/tournaments/tournament-keys';

/** `POST /api/tournaments` (admin) → 201 `{ message, tournament }`: a draft owned by its creator. */
export async function createTournament(orgId: string | undefined, input: CreateTournamentInput) {
  return callRoute(createTournamentRoute, { body: input, headers: organizationHeaders(orgId) });
}

export function useCreateTournament(orgId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTournamentInput) => createTournament(orgId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tournamentsKeys.list(orgId) }),
  });
}
