import type { MatchSummary } from '@pitchside/shared';
import { useQuery } from '@tanstack/react-query';
import { tournamentMatchesQueryOptions } from '../../../api/tournaments/list-tournament-matches';

export type TournamentMatch = MatchSummary;

/** Every division's matches (the one read and query key the manage page shares), re-read every `refreshMs` while visible. */
export function useTournamentMatches(orgId: string | undefined, tournamentId: string | undefined, refreshMs: number | false = false) {
  return useQuery({
    ...tournamentMatchesQueryOptions(orgId, tournamentId ?? '', undefined),
    enabled: Boolean(tournamentId),
    refetchInterval: refreshMs,
    select: (matches) => ({ matches }),
  });
}
