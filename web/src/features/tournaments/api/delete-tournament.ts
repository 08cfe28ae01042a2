import { deleteTournamentResultSchema } from '@pitchside/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, organizationHeaders } from '../../../lib/api-client';
import { tournamentsKeys } from '../../../api/tournaments/tournament-keys';

/** `DELETE /api/tournaments/{id}` (admin) → `{ message, deleted: {…counts} }`: the tournament and everything under it. */
export async function deleteTournament(orgId: string | undefined, tournamentId: string) {
  return api.delete(`/tournaments/${encodeURIComponent(tournamentId)}`, { schema: deleteTournamentResultSchema, headers: organizationHeaders(orgId) });
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
