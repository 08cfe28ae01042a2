import type { TournamentTeamSummary } from '@pitchside/shared';
import { useQuery } from '@tanstack/react-query';
import { tournamentQueryOptions } from '../../../api/tournaments/get-tournament';

/** A team's table row (MP W D L GF GA GD PTS position, kept by the standings service) as the tournament carries it. */
export type StandingsRow = Pick<TournamentTeamSummary, 'teamKey' | 'team' | 'club' | 'division' | 'bracket' | 'teamId' | 'MP' | 'W' | 'D' | 'L' | 'GF' | 'GA' | 'GD' | 'PTS' | 'position'>;

/**
 * The tournament's one read and query key (so a change anywhere refreshes the tables here), shaped as the
 * matches screens read it. `refreshMs`: the division table follows results without a reload by re-reading
 * while the page is visible (TanStack Query stops interval refetches in a hidden tab).
 */
export function useTournament(orgId: string | undefined, tournamentId: string | undefined, refreshMs: number | false = false) {
  return useQuery({
    ...tournamentQueryOptions(orgId, tournamentId ?? ''),
    enabled: Boolean(tournamentId),
    refetchInterval: refreshMs,
    select: (tournament) => ({ tournament }),
  });
}
