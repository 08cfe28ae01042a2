import { getMyAvailabilityRoute, myRefereeTournamentsRoute, saveMyAvailabilityRoute, type AvailabilityInput } from '@pitchside/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/call-route';

const keys = {
  tournaments: ['referee-offers', 'tournaments'] as const,
  availability: (tournamentId: string) => ['referee-offers', 'availability', tournamentId] as const,
};

/** `GET /api/referees/me/tournaments` (referee): the tournaments they can give availability for. */
export function useRefereeTournaments() {
  return useQuery({ queryKey: keys.tournaments, queryFn: ({ signal }) => callRoute(myRefereeTournamentsRoute, { signal }) });
}

/** `GET …/referees/me/availability` (referee) → the tournament's days and pitches, and what they said (null until they do). */
export function useMyAvailability(tournamentId: string | undefined) {
  return useQuery({
    queryKey: keys.availability(tournamentId ?? ''),
    queryFn: ({ signal }) => callRoute(getMyAvailabilityRoute, { params: { tournamentId: tournamentId ?? '' }, signal }),
    enabled: Boolean(tournamentId),
  });
}

/** `PUT …/referees/me/availability`: a date outside the tournament is a 400; a locked plan a 409. */
export function useSaveAvailability(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AvailabilityInput) => callRoute(saveMyAvailabilityRoute, { params: { tournamentId }, body }),
    onSuccess: (answer) => queryClient.setQueryData(keys.availability(tournamentId), answer),
  });
}
