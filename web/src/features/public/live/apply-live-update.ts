import { LIVE_DIGEST_WINDOW_SECONDS, type LiveUpdate, type PublicDivision, type PublicMatch, type PublicTeamPage, type PublicTournament } from '@pitchside/shared';
import type { QueryClient } from '@tanstack/react-query';
import { publicKeys } from '../api/public-keys';
import { newerMatch, pushedRow, withPushedTables } from './keep-newest';

/** The standings consumer runs after a completion: look again once it has had time, if no 'standings' came. */
export const STANDINGS_FALLBACK_MS = 2_500;
/**
 * The CDN may keep a public answer 5 s (and serve it stale while it revalidates): a read made right after
 * a change can still get the old copy, so every refetch a live update asks for is made once more later.
 */
export const CDN_SETTLE_MS = 6_000;
/** After a digest, the lists are read once more when its window has passed: what the throttle held back. */
export const DIGEST_TRAILING_MS = LIVE_DIGEST_WINDOW_SECONDS * 1000 + 1_000;

type Schedule = (callback: () => void, ms: number) => void;
type Key = readonly unknown[];

/** Updates that ask for the same read at once (a 'standings' comes on the division and the tournament topic) make one request. */
const COALESCE_MS = 150;
const pending = new WeakMap<QueryClient, Set<string>>();

function refetch(queryClient: QueryClient, keys: Key[], schedule: Schedule, delays: readonly number[] = [COALESCE_MS, CDN_SETTLE_MS]): void {
  const waiting = pending.get(queryClient) ?? new Set<string>();
  pending.set(queryClient, waiting);
  for (const queryKey of keys) {
    for (const delay of delays) {
      const id = `${delay}:${JSON.stringify(queryKey)}`;
      if (waiting.has(id)) continue;
      waiting.add(id);
      schedule(() => {
        waiting.delete(id);
        void queryClient.invalidateQueries({ queryKey });
      }, delay);
    }
  }
}

/** Matches whose full copy came over the socket lately: a digest naming only those has nothing new. */
const RECENT_MS = 5_000;
const recent = new Map<string, number>();

function remember(matchId: string, now: number): void {
  recent.set(matchId, now);
  if (recent.size > 500) for (const [id, at] of recent) if (now - at > RECENT_MS) recent.delete(id);
}

function replaceMatch(matches: PublicMatch[], match: PublicMatch): PublicMatch[] | undefined {
  const index = matches.findIndex((candidate) => candidate.matchId === match.matchId);
  if (index < 0) return undefined;
  const next = matches.slice();
  next[index] = match;
  return next;
}

/**
 * Puts a live update into the cached public reads:
 * - `match` (division, team and match topics): the match replaces its copy in every cached list, team page
 *   and match read of the tournament, so scores and clocks change without a refetch. A match that has just
 *   completed also refreshes the tables a little later, in case the 'standings' update is missed.
 * - `standings` (division topic): the new tables with their version → put into the tournament and its team
 *   pages unless a newer version is held (a server that sends no tables: refetch them).
 * A push older than a copy held (by `version`) is dropped.
 * - `digest` (tournament topic, throttled): matches changed → refetch the lists and the statistics, unless
 *   every match it names just came in full over a division, team or match topic; and once more after the
 *   digest window, for the changes the throttle held back.
 */
export function applyLiveUpdate(queryClient: QueryClient, update: LiveUpdate, schedule: Schedule = (callback, ms) => void setTimeout(callback, ms), now: () => number = Date.now): void {
  if (update.kind === 'match') {
    const { match } = update;
    const { tournamentId } = match;
    // A late or repeated push of an older copy than any held is dropped: a score never goes backwards.
    if (heldNewer(queryClient, match)) return;
    remember(match.matchId, now());
    const previous = queryClient.getQueryData<PublicMatch>(publicKeys.match(tournamentId, match.matchId));
    let wasCompleted = previous ? previous.class === 'completed' : undefined;

    if (previous) queryClient.setQueryData(publicKeys.match(tournamentId, match.matchId), match);
    for (const [key, list] of queryClient.getQueriesData<PublicMatch[]>({ queryKey: publicKeys.matchLists(tournamentId) })) {
      if (!list) continue;
      const old = list.find((candidate) => candidate.matchId === match.matchId);
      if (old && wasCompleted === undefined) wasCompleted = old.class === 'completed';
      const next = replaceMatch(list, match);
      if (next) queryClient.setQueryData(key, next);
    }
    for (const [key, page] of queryClient.getQueriesData<PublicTeamPage>({ queryKey: publicKeys.teams(tournamentId) })) {
      if (!page) continue;
      const next = replaceMatch(page.matches, match);
      if (next) queryClient.setQueryData(key, { ...page, matches: next });
    }

    if (match.class === 'completed' && wasCompleted === false) {
      schedule(() => refetch(queryClient, [publicKeys.detail(tournamentId), publicKeys.teams(tournamentId), publicKeys.statistics(tournamentId)], schedule), STANDINGS_FALLBACK_MS);
    }
    return;
  }
  if (update.kind === 'standings') {
    // The push carries the tables: shown at once, and no refetch the edge cache could answer with its older copy.
    if (update.brackets && update.version !== undefined) {
      applyPushedTables(queryClient, update.tournamentId, update.division, update.version, update.brackets);
      return;
    }
    refetch(queryClient, [publicKeys.detail(update.tournamentId), publicKeys.teams(update.tournamentId)], schedule);
    return;
  }
  if (update.kind === 'announcements') {
    // The whole list, so the newest push is the truth (the venue screen shows it; issue 35).
    queryClient.setQueryData(publicKeys.announcements(update.tournamentId), update.announcements);
    return;
  }
  const at = now();
  const known = update.changedMatchIds.length > 0 && update.changedMatchIds.every((matchId) => at - (recent.get(matchId) ?? -Infinity) <= RECENT_MS);
  const lists = [publicKeys.matchLists(update.tournamentId), publicKeys.statistics(update.tournamentId)];
  if (!known) refetch(queryClient, lists, schedule);
  // Changes later in this digest's window were not sent on their own: read once more when it has passed.
  refetch(queryClient, lists, schedule, [DIGEST_TRAILING_MS]);
}

/** Whether some cached copy of this match is newer than the pushed one. */
function heldNewer(queryClient: QueryClient, match: PublicMatch): boolean {
  const { tournamentId, matchId } = match;
  const copies: (PublicMatch | undefined)[] = [queryClient.getQueryData<PublicMatch>(publicKeys.match(tournamentId, matchId))];
  for (const [, list] of queryClient.getQueriesData<PublicMatch[]>({ queryKey: publicKeys.matchLists(tournamentId) })) copies.push(list?.find((candidate) => candidate.matchId === matchId));
  for (const [, page] of queryClient.getQueriesData<PublicTeamPage>({ queryKey: publicKeys.teams(tournamentId) })) copies.push(page?.matches.find((candidate) => candidate.matchId === matchId));
  return copies.some((copy) => copy !== undefined && newerMatch(copy, match) === copy && copy !== match);
}

/** Pushed tables into the cached tournament and the division's team pages, unless what is held is as new. */
function applyPushedTables(queryClient: QueryClient, tournamentId: string, division: string, version: number, brackets: PublicDivision['brackets']): void {
  const held = queryClient.getQueryData<PublicTournament>(publicKeys.detail(tournamentId));
  const next = held ? withPushedTables(held, division, version, brackets) : undefined;
  if (next) queryClient.setQueryData(publicKeys.detail(tournamentId), next);
  for (const [key, page] of queryClient.getQueriesData<PublicTeamPage>({ queryKey: publicKeys.teams(tournamentId) })) {
    if (!page || page.division !== division || (page.standingsVersion ?? 0) >= version) continue;
    const row = pushedRow(brackets, page.teamKey);
    if (row !== undefined) queryClient.setQueryData(key, { ...page, standing: row, standingsVersion: version });
  }
}

/** After the socket was down: anything public on screen may be stale. */
export function resyncPublicReads(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: publicKeys.all, type: 'active' });
}
