import type { MatchRecord } from '@pitchside/core/data';
import type { MatchesPorts } from '../ports';

/**
 * A table depends on completed matches only: it changes when a match becomes completed, stops being
 * completed (reset), or changes its score while completed. Then the division is recomputed from source.
 */
export function affectsStandings(before: Pick<MatchRecord, 'status' | 'homeScore' | 'awayScore'>, after: Pick<MatchRecord, 'status' | 'homeScore' | 'awayScore'>): boolean {
  const wasCompleted = before.status === 'completed';
  const isCompleted = after.status === 'completed';
  if (wasCompleted !== isCompleted) return true;
  return isCompleted && (before.homeScore !== after.homeScore || before.awayScore !== after.awayScore);
}

/**
 * Publishes after the match is saved. If publishing fails the request fails, the console retries the same
 * event, the retry is a duplicate — and `republishOnRetry` sends the message then. The consumer recomputes
 * from source, so a message sent twice changes nothing.
 */
export async function publishStandingsChange(ports: Pick<MatchesPorts, 'publisher' | 'clock'>, before: MatchRecord, after: MatchRecord): Promise<void> {
  // Every change goes on the queue (spectators are told from there, off the referee's request); only a
  // result change makes the consumer recompute a table.
  const type = !affectsStandings(before, after) ? 'match-updated' : after.status === 'completed' ? (before.status === 'completed' ? 'match-score-edited' : 'match-completed') : 'match-reopened';
  await ports.publisher.publish({ type, tournamentId: after.tournamentId, division: after.division, matchId: after.matchId, sentAt: ports.clock.now().toISOString() });
}

export async function republishOnRetry(ports: Pick<MatchesPorts, 'publisher' | 'clock'>, eventType: string, match: MatchRecord): Promise<void> {
  const type = eventType === 'complete' && match.status === 'completed' ? 'match-completed' : eventType === 'reset' && match.status === '' ? 'match-reopened' : null;
  if (!type) return;
  await ports.publisher.publish({ type, tournamentId: match.tournamentId, division: match.division, matchId: match.matchId, sentAt: ports.clock.now().toISOString() });
}
