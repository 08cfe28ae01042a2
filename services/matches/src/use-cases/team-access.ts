import { actingFor, ForbiddenError, loadTournamentAccess, NotFoundError, tournamentPermissions, type Actor } from '@pitchside/core';
import type { TournamentRecord, TournamentTeamRecord } from '@pitchside/core/data';
import type { MatchesPorts } from '../ports';

/** The organizer's (manage) routes of discipline and check-in all start here: the one tournament check. */
export const asOrganizer = (ports: MatchesPorts, actor: Actor, orgId: string | undefined, tournamentId: string) => loadTournamentAccess(ports, actor, orgId, tournamentId, 'manage');

/**
 * A team's own pages (its suspensions, its passes): the tournament's organizer, or the coach of that team
 * (a coach of the tournament's organization named on the team). An unknown tournament, or one of an
 * organization the caller is not in, is 404; anyone else 403. The team's entry is null when it is not in
 * the tournament (the caller decides what that means).
 */
export async function asOrganizerOrTeamCoach(ports: MatchesPorts, actor: Actor, tournamentId: string, teamKey: string): Promise<{ tournament: TournamentRecord; entry: TournamentTeamRecord | null }> {
  const [tournament, memberships] = await Promise.all([ports.tournaments.get(tournamentId), ports.organizations.membershipsOfUser(actor.uid)]);
  const found = tournament ? memberships.find((candidate) => candidate.orgId === tournament.orgId) : undefined;
  if (!tournament || !found) throw new NotFoundError({ id: 'spec.tournamentNotFound' });
  const membership = actingFor(found);
  const linked = Boolean(membership.role.tournamentadmin) && (await ports.tournaments.isLinked(actor.uid, tournamentId, tournament.orgId));
  const organizer = tournamentPermissions(membership, tournament, linked)?.manage === true;
  const entry = await ports.structure.getTeam(tournamentId, teamKey);
  const team = entry?.teamId ? await ports.teams.get(entry.teamId) : null;
  const coach = team?.orgId === tournament.orgId && team.coachUid === actor.uid && Boolean(membership.role.coach);
  if (!organizer && !coach) throw new ForbiddenError();
  return { tournament, entry };
}
