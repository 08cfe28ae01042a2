import { effectiveStatus, type MatchEvent } from '@pitchside/shared';
import type { MatchRecord, TournamentRecord } from '@pitchside/core/data';
import type { MatchesPorts } from '../ports';
import { durationsOf } from './match-context';
import { applyOne } from './record-events';
import { SYSTEM, systemContext } from './system-context';

/**
 * The scheduled sweep: a match left running past first half + break + second half is completed for real,
 * with a `complete` event by Pitchside, so the tables follow what everyone is already shown.
 */
export async function completeOverdueMatches(ports: MatchesPorts, running: readonly MatchRecord[]): Promise<{ completed: string[] }> {
  const completed: string[] = [];
  const tournaments = new Map<string, TournamentRecord | null>();
  for (const match of running) {
    if (!tournaments.has(match.tournamentId)) tournaments.set(match.tournamentId, await ports.tournaments.get(match.tournamentId));
    const tournament = tournaments.get(match.tournamentId);
    if (!tournament) continue;
    const now = ports.clock.now();
    if (effectiveStatus(match, durationsOf(tournament), now) !== 'completed' || match.status === 'completed') continue;
    const event: MatchEvent = { id: `auto-complete-${match.matchId}-${match.version}`, type: 'complete', at: now.toISOString(), by: SYSTEM.uid };
    const { outcome } = await applyOne(ports, systemContext(tournament, match), event, SYSTEM);
    if (outcome.outcome === 'applied') completed.push(match.matchId);
  }
  return { completed };
}
