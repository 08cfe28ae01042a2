import type { MatchEventsMessage } from '@pitchside/shared';

/**
 * Recomputes the affected division table from its completed matches. Matches and tournament teams
 * arrive with the live-matches work; until then a valid message is acknowledged and logged, so the
 * queue path (batches, partial failures, redelivery, DLQ) is exercised end to end.
 */
export async function recomputeStandings(message: MatchEventsMessage): Promise<void> {
  console.info(JSON.stringify({ level: 'info', message: 'Standings recompute requested', tournamentId: message.tournamentId, division: message.division ?? null }));
}
