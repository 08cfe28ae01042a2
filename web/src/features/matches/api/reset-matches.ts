import { resetMatchesRoute } from '@pitchside/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tournamentReads } from '../../../api/tournaments/tournament-keys';
import { callRoute } from '../../../lib/call-route';

/** `POST /api/tournaments/{t}/matches/reset` (admin) → `{ reset: n }`: every match back to before kick-off (spec §4). */
export async function resetMatches(tournamentId: string) {
  return callRoute(resetMatchesRoute, { params: { tournamentId } });
}

/** The tournament is given when resetting, not when the page opens: the admin picks it in the dialog. */
export function useResetMatches() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tournamentId: string) => resetMatches(tournamentId),
    onSuccess: (_answer, tournamentId) => Promise.all([queryClient.invalidateQueries({ queryKey: ['matches'] }), queryClient.invalidateQueries(tournamentReads(tournamentId))]),
  });
}
