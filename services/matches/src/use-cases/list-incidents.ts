import type { Actor } from '@pitchside/core';
import type { MatchIncidentRecord } from '../adapters/match-live';
import type { MatchesPorts } from '../ports';
import { assertAllowed, loadMatchContext, matchPolicy } from './match-context';

/** The organizer and medics read all of a match's incidents; a coach only their own team's. */
export async function listIncidents(ports: MatchesPorts, actor: Actor, tournamentId: string, matchId: string): Promise<{ incidents: MatchIncidentRecord[] }> {
  const context = await loadMatchContext(ports, actor, tournamentId, matchId);
  assertAllowed(matchPolicy.readIncidents(context));
  const all = await ports.live.incidents(tournamentId, matchId);
  const seesAll = Boolean(context.membership.role.admin || context.membership.role.medic || context.linked);
  return { incidents: seesAll ? all : all.filter((incident) => context.coachOf.includes(incident.teamType)) };
}
