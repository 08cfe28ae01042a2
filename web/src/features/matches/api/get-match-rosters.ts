import { matchRostersRoute } from '@pitchside/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/call-route';
import { browserStorage } from '../console/console-storage';
import { readRosters, writeRosters } from '../console/roster-cache';
import { matchesKeys } from '../../../api/matches/match-keys';

/**
 * `GET /api/tournaments/{t}/matches/{m}/rosters` → both squads `{ home, away }` (names and jersey numbers).
 * Answers whoever may run the match (its assigned referee, an admin) and medics; the organization comes
 * from the tournament, so no organization header.
 */
export async function getMatchRosters(tournamentId: string, matchId: string, signal?: AbortSignal) {
  return callRoute(matchRostersRoute, { params: { tournamentId, matchId }, ...(signal ? { signal } : {}) });
}

/** Every answer is also kept on the phone (console/roster-cache.ts), so the scorer picker works offline. */
export const matchRostersQueryOptions = (tournamentId: string, matchId: string) =>
  queryOptions({
    queryKey: matchesKeys.rosters(tournamentId, matchId),
    queryFn: async ({ signal }) => {
      const rosters = await getMatchRosters(tournamentId, matchId, signal);
      writeRosters(browserStorage(), tournamentId, matchId, rosters, Date.now());
      return rosters;
    },
    // Squads change rarely during a match day; a console re-reads them every few minutes while open.
    staleTime: 5 * 60_000,
  });

/**
 * The squads for the console: the phone's copy at once (it may be all there is, offline), replaced by the
 * server's answer when it comes. Idle when `enabled` is false.
 */
export function useMatchRosters(tournamentId: string, matchId: string, enabled: boolean) {
  return useQuery({
    ...matchRostersQueryOptions(tournamentId, matchId),
    enabled,
    initialData: () => readRosters(browserStorage(), tournamentId, matchId)?.rosters,
    initialDataUpdatedAt: () => readRosters(browserStorage(), tournamentId, matchId)?.savedAt,
  });
}
