import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { assignmentResultSchema, useAfterAssignment } from './assignment-result';
import { matchPath } from '../../../api/matches/match-keys';

/** `PUT /api/tournaments/{t}/matches/{m}/referee {refereeId|null}` (admin, refereeassignor) → `{ matches: [match], warnings }`. */
export async function assignReferee(tournamentId: string, matchId: string, refereeId: string | null) {
  return api.put(`${matchPath(tournamentId, matchId)}/referee`, { refereeId }, { schema: assignmentResultSchema });
}

export function useAssignReferee(tournamentId: string) {
  const after = useAfterAssignment(tournamentId);
  return useMutation({
    mutationFn: ({ matchId, refereeId }: { matchId: string; refereeId: string | null }) => assignReferee(tournamentId, matchId, refereeId),
    onSuccess: after,
  });
}
