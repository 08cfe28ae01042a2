import { LIVE_DIGEST_WINDOW_SECONDS, liveTopics, toPublicMatch, type PublicMatch } from '@pitchside/shared';
import type { MatchRecord, RateLimiter, TournamentRecord } from '@pitchside/core/data';
import type { Clock } from '@pitchside/core';
import type { LiveNotifier } from '@pitchside/core/aws';

export interface PushPorts {
  notifier: LiveNotifier;
  /** Age groups of a tournament whose results are not public. */
  hiddenAges: (tournamentId: string) => Promise<Set<string>>;
  rateLimiter: RateLimiter;
  clock: Clock;
}

/** Topics a match change is pushed to: the match, its division and both teams. */
export function matchTopics(match: MatchRecord): string[] {
  return [
    liveTopics.match(match.tournamentId, match.matchId),
    liveTopics.division(match.tournamentId, match.division),
    ...(match.homeTeamKey ? [liveTopics.team(match.tournamentId, match.homeTeamKey)] : []),
    ...(match.awayTeamKey ? [liveTopics.team(match.tournamentId, match.awayTeamKey)] : []),
  ];
}

/** How often, at most, the tournament overview gets a digest (per tournament). */
const DIGEST_WINDOW_SECONDS = LIVE_DIGEST_WINDOW_SECONDS;

/**
 * The shared rate limiter decides across containers; this container's own memory of its last digest
 * saves that write for the events in between (most of them, in a busy tournament).
 */
const lastDigestAt = new Map<string, number>();
function digestDue(tournamentId: string, nowMs: number): boolean {
  const last = lastDigestAt.get(tournamentId);
  if (last !== undefined && nowMs - last < DIGEST_WINDOW_SECONDS * 1000) return false;
  lastDigestAt.set(tournamentId, nowMs);
  return true;
}

/**
 * Pushes a changed match to the spectators following it, as the public may see it (an age group that
 * hides results sends the fixture only). The tournament overview gets a throttled digest instead of every
 * event: at Gothia size that is ~40× fewer messages than fanning every event out to the whole tournament.
 */
export async function pushMatch(ports: PushPorts, tournament: TournamentRecord, match: MatchRecord): Promise<void> {
  // Built once, and only if some topic has a follower: the age-group read is skipped when nobody watches.
  let view: Promise<PublicMatch> | undefined;
  const publicView = () => (view ??= ports.hiddenAges(match.tournamentId).then((hidden) => toPublicMatch(match, tournament, hidden.has(match.age), ports.clock.now())));
  await ports.notifier.notify(matchTopics(match), async (topic) => ({ kind: 'match', topic, match: await publicView() }));
  const overview = liveTopics.tournament(match.tournamentId);
  if (digestDue(match.tournamentId, ports.clock.now().getTime()) && (await ports.rateLimiter.attempt(`digest:${match.tournamentId}`, 1, DIGEST_WINDOW_SECONDS))) {
    await ports.notifier.notify([overview], (topic) => ({ kind: 'digest', topic, tournamentId: match.tournamentId, changedMatchIds: [match.matchId] }));
  }
}
