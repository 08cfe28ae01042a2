import { LIVE_DIGEST_WINDOW_SECONDS, type LiveUpdate, type PublicMatch, type PublicTeamPage } from '@pitchside/shared';
import type { QueryClient } from '@tanstack/react-query';
import { publicKeys } from '../api/public-keys';

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
 * - `standings` (division topic): the table was recomputed → refetch the tournament and its team pages.
 * - `digest` (tournament topic, throttled): matches changed → refetch the lists and the statistics, unless
 *   every match it names just came in full over a division, team or match topic; and once more after the
 *   digest window, for the changes the throttle held back.
 */
export function applyLiveUpdate(
  queryClient: QueryClient,
  update: LiveUpdate,
  schedule: Schedule = (callback, ms) => void setTimeout(callback, ms),
  now: () => number = Date.now,
): void {
  if (update.kind === 'match') {
    const { match } = update;
    const { tournamentId } = match;
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
    refetch(queryClient, [publicKeys.detail(update.tournamentId), publicKeys.teams(update.tournamentId)], schedule);
    return;
  }
  const at = now();
  const known = update.changedMatchIds.length > 0 && update.changedMatchIds.every((matchId) => at - (recent.get(matchId) ?? -Infinity) <= RECENT_MS);
  const lists = [publicKeys.matchLists(update.tournamentId), publicKeys.statistics(update.tournamentId)];
  if (!known) refetch(queryClient, lists, schedule);
  // Changes later in this digest's window were not sent on their own: read once more when it has passed.
  refetch(queryClient, lists, schedule, [DIGEST_TRAILING_MS]);
}

/** After the socket was down: anything public on screen may be stale. */
export function resyncPublicReads(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: publicKeys.all, type: 'active' });
}
