import { liveTopics, toPublicMatch } from '@pitchside/shared';
import type { MatchRecord, TournamentRecord } from '@pitchside/core';
import type { Clock, LiveNotifier, RateLimiter } from '@pitchside/core';

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
const DIGEST_WINDOW_SECONDS = 10;

/**
 * Pushes a changed match to the spectators following it, as the public may see it (an age group that
 * hides results sends the fixture only). The tournament overview gets a throttled digest instead of every
 * event: at Gothia size that is ~40× fewer messages than fanning every event out to the whole tournament.
 */
export async function pushMatch(ports: PushPorts, tournament: TournamentRecord, match: MatchRecord): Promise<void> {
  const topics = matchTopics(match);
  if (await ports.notifier.anyoneFollowing(topics)) {
    const hidden = (await ports.hiddenAges(match.tournamentId)).has(match.age);
    const view = toPublicMatch(match, tournament, hidden, ports.clock.now());
    await ports.notifier.notify(topics, (topic) => ({ kind: 'match', topic, match: view }));
  }
  const overview = liveTopics.tournament(match.tournamentId);
  if (await ports.rateLimiter.attempt(`digest:${match.tournamentId}`, 1, DIGEST_WINDOW_SECONDS)) {
    await ports.notifier.notify([overview], (topic) => ({ kind: 'digest', topic, tournamentId: match.tournamentId, changedMatchIds: [match.matchId] }));
  }
}
