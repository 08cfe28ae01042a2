import { deleteTournamentRoute } from '@pitchside/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { organizationHeaders } from '../../../lib/api-client';
import { callRoute } from '../../../lib/call-route';
import { tournamentsKeys } from '../../../api/tournaments/tournament-keys';

/** `DELETE /api/tournaments/{id}` (admin) → `{ message, deleted: {…counts} }`: the tournament and everything under it. */
export async function deleteTournament(orgId: string | undefined, tournamentId: string) {
  return callRoute(deleteTournamentRoute, { params: { tournamentId }, headers: organizationHeaders(orgId) });
}

export function useDeleteTournament(orgId: string | undefined, tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteTournament(orgId, tournamentId),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: tournamentsKeys.tournament(orgId, tournamentId) });
      return queryClient.invalidateQueries({ queryKey: tournamentsKeys.list(orgId) });
    },
  });
}
