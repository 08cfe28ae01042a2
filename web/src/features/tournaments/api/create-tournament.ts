import { type CreateTournamentInput, tournamentChangeAnswerSchema } from '@pitchside/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, organizationHeaders } from '../../../lib/api-client';
import { tournamentsKeys } from '../../../api/tournaments/tournament-keys';

/** `POST /api/tournaments` (admin) → 201 `{ message, tournament }`: a draft owned by its creator. */
export async function createTournament(orgId: string | undefined, input: CreateTournamentInput) {
  return api.post('/tournaments', input, { schema: tournamentChangeAnswerSchema, headers: organizationHeaders(orgId) });
}

export function useCreateTournament(orgId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTournamentInput) => createTournament(orgId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tournamentsKeys.list(orgId) }),
  });
}
