import { LIVE_DIGEST_WINDOW_SECONDS, liveTopics, publicSides, toPublicMatch, type PublicMatch } from '@pitchside/shared';
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
  let hidden: Promise<boolean> | undefined;
  const isHidden = () => (hidden ??= ports.hiddenAges(match.tournamentId).then((ages) => ages.has(match.age)));
  // A knockout side that results filled is itself a result: in an age group that hides results it goes to
  // no team's followers (the push would tell them their team won), only to the match's and division's.
  const sidesFromResults = match.stage === 'knockout' && Boolean(match.homeSource || match.awaySource);
  const topics = matchTopics(sidesFromResults ? publicSides(match, await isHidden()) : match);
  let view: Promise<PublicMatch> | undefined;
  const publicView = () => (view ??= isHidden().then((hide) => toPublicMatch(match, tournament, hide, ports.clock.now())));
  await ports.notifier.notify(topics, async (topic) => ({ kind: 'match', topic, match: await publicView() }));
  const overview = liveTopics.tournament(match.tournamentId);
  if (digestDue(match.tournamentId, ports.clock.now().getTime()) && (await ports.rateLimiter.attempt(`digest:${match.tournamentId}`, 1, DIGEST_WINDOW_SECONDS))) {
    await ports.notifier.notify([overview], (topic) => ({ kind: 'digest', topic, tournamentId: match.tournamentId, changedMatchIds: [match.matchId] }));
  }
}
