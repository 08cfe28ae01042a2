import { MESSAGES, type MatchEvent } from '@pitchside/shared';
import { ForbiddenError, NotFoundError, resolveOrganization, type Actor } from '@pitchside/core';
import type { MatchesPorts } from '../ports';
import { applyOne } from './record-events';
import { systemContext } from './system-context';

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
    const { outcome } = await applyOne(ports, systemContext(tournament, match), event, { uid: actor.uid, name: profile?.displayName ?? actor.displayName });
    if (outcome.outcome === 'applied') reset += 1;
  }
  return { reset };
}
