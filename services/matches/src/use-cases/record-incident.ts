import type { RecordIncidentInput } from '@pitchside/shared';
import type { Actor } from '@pitchside/core';
import type { MatchIncidentRecord } from '../adapters/match-live';
import type { MatchesPorts } from '../ports';
import { assertAllowed, loadMatchContext, matchPolicy } from './match-context';

/** A medic records an injury and its treatment on the match, under their own name. */
export async function recordIncident(ports: MatchesPorts, actor: Actor, tournamentId: string, matchId: string, input: RecordIncidentInput): Promise<MatchIncidentRecord> {
  const context = await loadMatchContext(ports, actor, tournamentId, matchId);
  assertAllowed(matchPolicy.recordIncident(context));
  const profile = await ports.users.findByUid(actor.uid);
  const incident: MatchIncidentRecord = {
    incidentId: ports.newId(),
    ...input,
    recordedBy: actor.uid,
    recordedByName: profile?.displayName ?? actor.displayName,
    recordedAt: ports.clock.now().toISOString(),
  };
  await ports.live.addIncident(tournamentId, matchId, incident);
  return incident;
}
