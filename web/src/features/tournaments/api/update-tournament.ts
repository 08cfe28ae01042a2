import { tournamentChangeAnswerSchema, type UpdateTournamentInput } from '@pitchside/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, organizationHeaders } from '../../../lib/api-client';
import { tournamentsKeys } from '../../../api/tournaments/tournament-keys';

/** `PATCH /api/tournaments/{id}` with the changed settings → `{ message: 'Tournament updated successfully', tournament }`. */
export async function updateTournament(orgId: string | undefined, tournamentId: string, input: UpdateTournamentInput) {
  return api.patch(`/tournaments/${encodeURIComponent(tournamentId)}`, input, {
    schema: tournamentChangeAnswerSchema,
    headers: organizationHeaders(orgId),
  });
}

export function useUpdateTournament(orgId: string | undefined, tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateTournamentInput) => updateTournament(orgId, tournamentId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tournamentsKeys.ofOrganization(orgId) }),
  });
}
