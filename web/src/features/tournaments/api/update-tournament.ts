import { type UpdateTournamentInput, updateTournamentRoute } from '@pitchside/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { organizationHeaders } from '../../../lib/api-client';
import { callRoute } from '../../../lib/call-route';
import { tournamentsKeys } from '../../../api/tournaments/tournament-keys';

/** `PATCH /api/tournaments/{id}` with the changed settings → `{ message: 'Tournament updated successfully', tournament }`. */
export async function updateTournament(orgId: string | undefined, tournamentId: string, input: UpdateTournamentInput) {
  return callRoute(updateTournamentRoute, {
    params: { tournamentId },
    body: input,
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
