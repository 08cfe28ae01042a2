/**
 * Query keys of the public site. Everything about one tournament sits under `tournament(id)`, so a live
 * update can refresh exactly what it touches: the detail (tables), the match lists, one match, a team page
 * or the statistics. Nothing here is per user: the public reads are the same for everyone.
 */
export const publicKeys = {
  all: ['public'] as const,
  list: (search: string | undefined) => ['public', 'tournaments', search ?? ''] as const,
  tournament: (tournamentId: string) => ['public', 'tournament', tournamentId] as const,
  detail: (tournamentId: string) => [...publicKeys.tournament(tournamentId), 'detail'] as const,
  /** Every match list of the tournament (all divisions and each division's). */
  matchLists: (tournamentId: string) => [...publicKeys.tournament(tournamentId), 'matches'] as const,
  matches: (tournamentId: string, division: string | undefined) => [...publicKeys.matchLists(tournamentId), division ?? ''] as const,
  match: (tournamentId: string, matchId: string) => [...publicKeys.tournament(tournamentId), 'match', matchId] as const,
  teams: (tournamentId: string) => [...publicKeys.tournament(tournamentId), 'team'] as const,
  team: (tournamentId: string, teamKey: string) => [...publicKeys.teams(tournamentId), teamKey] as const,
  statistics: (tournamentId: string) => [...publicKeys.tournament(tournamentId), 'statistics'] as const,
  /** The announcements a venue screen shows (its session read, then the tournament topic's pushes). */
  announcements: (tournamentId: string) => [...publicKeys.tournament(tournamentId), 'announcements'] as const,
};

/** How often the cached reads are refetched while the live socket is down (10–15 s). */
export const POLL_INTERVAL_MS = 12_000;

/** Options a page passes down: poll while the socket is down, never while it is live. */
export interface LiveQueryOptions {
  refetchInterval?: number | false;
}

/**
 * How every public read is sent: without a token, and revalidated with the server every time (`no-cache`:
 * the browser sends the ETag of the copy it holds and gets a 304 when nothing changed). The answers say
 * `max-age=0` anyway; the query cache is the browser-side cache here. The CDN keeps them a few seconds
 * (`s-maxage`) and answers the revalidation itself, so it still absorbs the crowd.
 */
export const PUBLIC_READ = { auth: false, cache: 'no-cache' } as const;
