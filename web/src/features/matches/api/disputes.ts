import { disputeResultRoute, listDisputesRoute, type openDisputesAnswerSchema, resolveDisputeRoute, type ResolveDisputeInput, type TeamType } from '@pitchside/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import { callRoute } from '../../../lib/call-route';
import { matchesKeys } from '../../../api/matches/match-keys';
import { tournamentReads } from '../../../api/tournaments/tournament-keys';

/**
 * The dispute flow (docs/tournaments-and-matches.md, "Disputes"). `POST …/disputes {teamType, reason}` (the side's coach,
 * within the window after completion) and `POST …/disputes/{id}/resolution` (the organizer) answer the
 * MatchView; `GET /api/tournaments/{t}/disputes` lists the open ones for the organizer.
 */
export async function disputeResult(tournamentId: string, matchId: string, input: { teamType: TeamType; reason: string }) {
  return callRoute(disputeResultRoute, { params: { tournamentId, matchId }, body: input });
}

export async function resolveDispute(tournamentId: string, matchId: string, disputeId: string, input: ResolveDisputeInput) {
  return callRoute(resolveDisputeRoute, { params: { tournamentId, matchId, disputeId }, body: input });
}

export type OpenDisputes = z.infer<typeof openDisputesAnswerSchema>;

export const disputesQueryOptions = (tournamentId: string) =>
  queryOptions({
    queryKey: matchesKeys.disputes(tournamentId),
    queryFn: ({ signal }) => callRoute(listDisputesRoute, { params: { tournamentId }, signal }),
  });

/** The organizer's open disputes, re-read while the matches page is open (coaches dispute at any time). */
export function useOpenDisputes(tournamentId: string, enabled = true) {
  return useQuery({ ...disputesQueryOptions(tournamentId), enabled, refetchInterval: enabled ? 15_000 : false });
}

export function useDisputeResult(tournamentId: string, matchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { teamType: TeamType; reason: string }) => disputeResult(tournamentId, matchId, input),
    onSuccess: (match) => {
      queryClient.setQueryData(matchesKeys.match(tournamentId, matchId), match);
      void queryClient.invalidateQueries({ queryKey: matchesKeys.coached() });
    },
  });
}

/** Resolving changes the match, the open list, and (a correction) the tables and the match list. */
export function useResolveDispute(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ matchId, disputeId, input }: { matchId: string; disputeId: string; input: ResolveDisputeInput }) => resolveDispute(tournamentId, matchId, disputeId, input),
    onSuccess: (match, { matchId }) => {
      queryClient.setQueryData(matchesKeys.match(tournamentId, matchId), match);
      void queryClient.invalidateQueries({ queryKey: ['matches'] });
      void queryClient.invalidateQueries(tournamentReads(tournamentId));
    },
  });
}
