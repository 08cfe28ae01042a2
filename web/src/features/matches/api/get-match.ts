import { getMatchRoute, type MatchView } from '@pitchside/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/call-route';
import { matchesKeys } from '../../../api/matches/match-keys';

/** `GET /api/tournaments/{t}/matches/{m}` → MatchView (anyone of the match's organization; 'Match not found' otherwise). */
export async function getMatch(tournamentId: string, matchId: string, signal?: AbortSignal) {
  return callRoute(getMatchRoute, { params: { tournamentId, matchId }, ...(signal ? { signal } : {}) });
}

export const matchQueryOptions = (tournamentId: string, matchId: string) =>
  queryOptions({
    queryKey: matchesKeys.match(tournamentId, matchId),
    queryFn: ({ signal }) => getMatch(tournamentId, matchId, signal),
    staleTime: 2_000,
  });

/** `refreshEvery`: how often to re-read while the page is open, given the match as last read (live matches change under the viewer's eyes). */
export function useMatch(tournamentId: string, matchId: string, refreshEvery: (match: MatchView | undefined) => number | false) {
  return useQuery({ ...matchQueryOptions(tournamentId, matchId), refetchInterval: (query) => refreshEvery(query.state.data) });
}
