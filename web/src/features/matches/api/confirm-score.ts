import { confirmScoreRoute, MESSAGES, type TeamType } from '@pitchside/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { callRoute } from '../../../lib/call-route';
import { matchesKeys } from '../../../api/matches/match-keys';

/**
 * `POST /api/tournaments/{t}/matches/{m}/confirmations {teamType}` (the team's coach, once the match is
 * completed) → the MatchView with the confirmation. A second time for the same team: 409
 * 'You already confirmed the score for this team'.
 */
export async function confirmScore(tournamentId: string, matchId: string, teamType: TeamType) {
  return callRoute(confirmScoreRoute, { params: { tournamentId, matchId }, body: { teamType } });
}

/** What to tell the coach when confirming failed (spec §5, §8). */
export function confirmScoreFailure(error: unknown): string {
  if (error instanceof ApiError && (error.code === 'already_confirmed' || error.message === MESSAGES.alreadyConfirmed)) return MESSAGES.alreadyConfirmed;
  return MESSAGES.confirmFailed;
}

export function useConfirmScore(tournamentId: string, matchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (teamType: TeamType) => confirmScore(tournamentId, matchId, teamType),
    onSuccess: (match) => queryClient.setQueryData(matchesKeys.match(tournamentId, matchId), match),
  });
}
