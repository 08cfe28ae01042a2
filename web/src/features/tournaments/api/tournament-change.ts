import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tournamentsKeys } from '../../../api/tournaments/tournament-keys';

/**
 * A change to one tournament's structure, teams or admins: afterwards the tournament (detail, matches,
 * admins) and the organization's list are fetched again.
 */
export function useTournamentChange<Input, Result>(orgId: string | undefined, tournamentId: string, change: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: tournamentsKeys.tournament(orgId, tournamentId) }), queryClient.invalidateQueries({ queryKey: tournamentsKeys.list(orgId) })]),
  });
}
