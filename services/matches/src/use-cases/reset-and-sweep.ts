import { effectiveStatus, MESSAGES, type MatchEvent } from '@pitchside/shared';
import { ForbiddenError, NotFoundError, resolveOrganization, type Actor, type MatchRecord, type TournamentRecord } from '@pitchside/core';
import type { MatchesPorts } from '../ports';
import { durationsOf, type MatchContext } from './match-context';
import { applyOne } from './record-events';

const SYSTEM = { uid: 'system', name: 'Pitchside' };

function contextFor(tournament: TournamentRecord, match: MatchRecord): MatchContext {
  return { tournament, match, membership: { orgId: tournament.orgId, uid: SYSTEM.uid, email: '', displayName: SYSTEM.name, role: {} }, coachOf: [], linked: false };
}

/**
 * Reset all matches (spec §4): status empty, scores 0, goals and cards empty, timestamps cleared — each as a
 * `reset` event in the match's log, so the audit trail says who reset it, and the tables follow.
 */
export async function resetAllMatches(ports: MatchesPorts, actor: Actor, tournamentId: string): Promise<{ reset: number }> {
  const tournament = await ports.tournaments.get(tournamentId);
  const memberships = await ports.organizations.membershipsOfUser(actor.uid);
  if (!tournament || !memberships.some((membership) => membership.orgId === tournament.orgId)) throw new NotFoundError(MESSAGES.tournamentNotFound);
  const membership = resolveOrganization(memberships, tournament.orgId, ['admin']);
  if (!membership.role.admin) throw new ForbiddenError();
  const profile = await ports.users.findByUid(actor.uid);
  let reset = 0;
  for (const match of await ports.matches.listByTournament(tournamentId)) {
    if (match.status === '' && match.homeScore === 0 && match.awayScore === 0 && match.goals.length === 0 && match.cards.length === 0) continue;
    const event: MatchEvent = { id: ports.newId(), type: 'reset', at: ports.clock.now().toISOString(), by: actor.uid };
    const { outcome } = await applyOne(ports, contextFor(tournament, match), event, { uid: actor.uid, name: profile?.displayName ?? actor.displayName });
    if (outcome.outcome === 'applied') reset += 1;
  }
  return { reset };
}

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
    const { outcome } = await applyOne(ports, contextFor(tournament, match), event, SYSTEM);
    if (outcome.outcome === 'applied') completed.push(match.matchId);
  }
  return { completed };
}
