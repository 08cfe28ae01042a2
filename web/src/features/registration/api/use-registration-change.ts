import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tournamentsKeys } from '../../../api/tournaments/tournament-keys';
import { registrationKeys } from '../registration-keys';

/**
 * A change to a tournament's registration: afterwards its counts and lists are read again, and the
 * tournament too (an accepted team is one of its teams; a refused one no longer is).
 */
export function useRegistrationChange<Input, Result>(orgId: string | undefined, tournamentId: string, change: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: registrationKeys.tournament(orgId, tournamentId) }),
        queryClient.invalidateQueries({ queryKey: tournamentsKeys.tournament(orgId, tournamentId) }),
      ]),
  });
}
