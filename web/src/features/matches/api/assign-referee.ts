import { assignRefereeRoute } from '@pitchside/shared';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/call-route';
import { useAfterAssignment } from './assignment-result';

/** `PUT /api/tournaments/{t}/matches/{m}/referee {refereeId|null}` (admin, refereeassignor) → `{ matches: [match], warnings }`. */
export async function assignReferee(tournamentId: string, matchId: string, refereeId: string | null) {
  return callRoute(assignRefereeRoute, { params: { tournamentId, matchId }, body: { refereeId } });
}

export function useAssignReferee(tournamentId: string) {
  const after = useAfterAssignment(tournamentId);
  return useMutation({
    mutationFn: ({ matchId, refereeId }: { matchId: string; refereeId: string | null }) => assignReferee(tournamentId, matchId, refereeId),
    onSuccess: after,
  });
}
