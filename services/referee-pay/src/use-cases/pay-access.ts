import { MESSAGES } from '@pitchside/shared';
import { actingFor, ForbiddenError, loadTournamentAccess, NotFoundError, type Actor } from '@pitchside/core';
import type { TournamentRecord } from '@pitchside/core/data';
import type { RefereePayPorts } from '../ports';

/** The organizer's routes: the one tournament check every route uses (the organization acted for, then 'manage'). */
export async function asOrganizer(ports: RefereePayPorts, actor: Actor, orgId: string | undefined, tournamentId: string): Promise<TournamentRecord> {
  return (await loadTournamentAccess(ports, actor, orgId, tournamentId, 'manage')).tournament;
}

/**
 * A statement is the organizer's to read, and its own referee's. The referee is found through the
 * tournament's organization (like the console: a referee working for two organizers sends no header);
 * another referee is refused, and anyone outside the organization is told the tournament is not found.
 */
export async function asStatementReader(ports: RefereePayPorts, actor: Actor, orgId: string | undefined, tournamentId: string, refereeId: string): Promise<TournamentRecord> {
  if (actor.uid === refereeId) {
    const [tournament, memberships] = await Promise.all([ports.tournaments.get(tournamentId), ports.organizations.membershipsOfUser(actor.uid)]);
    const found = tournament ? memberships.find((candidate) => candidate.orgId === tournament.orgId) : undefined;
    if (!tournament || !found) throw new NotFoundError(MESSAGES.tournamentNotFound);
    if (actingFor(found).role.referee) return tournament;
  }
  try {
    return await asOrganizer(ports, actor, orgId, tournamentId);
  } catch (error) {
    // A referee asking for someone else's statement is refused as such, not told the tournament is missing.
    if (error instanceof NotFoundError && actor.uid !== refereeId) {
      const tournament = await ports.tournaments.get(tournamentId);
      const memberships = await ports.organizations.membershipsOfUser(actor.uid);
      if (tournament && memberships.some((candidate) => candidate.orgId === tournament.orgId)) throw new ForbiddenError();
    }
    throw error;
  }
}
