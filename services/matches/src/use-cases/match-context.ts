import { MESSAGES, resolveDurations, type TeamType } from '@pitchside/shared';
import { actingFor, ForbiddenError, NotFoundError, tournamentPermissions, type Actor } from '@pitchside/core';
import { type MatchRecord, type MembershipRecord, type TournamentRecord } from '@pitchside/core/data';
import type { MatchesPorts } from '../ports';

export interface MatchContext {
  tournament: TournamentRecord;
  match: MatchRecord;
  membership: MembershipRecord;
  /** Which side(s) of this match the caller coaches. */
  coachOf: TeamType[];
  linked: boolean;
  /** The organization teams behind the sides, when the tournament entries name them. */
  teamIds?: { home: string | null; away: string | null };
}

/**
 * The match and the caller's standing in its tournament's organization, from stored memberships: the
 * organization comes from the tournament, so a referee who works for two organizers needs no header.
 * Anyone outside that organization is told 'Match not found'.
 */
export async function loadMatchContext(
  ports: Pick<MatchesPorts, 'organizations' | 'tournaments' | 'matches' | 'structure' | 'teams'>,
  actor: Actor,
  tournamentId: string,
  matchId: string,
  /** The console's hot path (recording events) skips the sides' team lookups unless the caller coaches. */
  options: { teams?: boolean } = {},
): Promise<MatchContext> {
  const [tournament, match, memberships] = await Promise.all([ports.tournaments.get(tournamentId), ports.matches.get(tournamentId, matchId), ports.organizations.membershipsOfUser(actor.uid)]);
  const found = tournament ? memberships.find((candidate) => candidate.orgId === tournament.orgId) : undefined;
  if (!tournament || !match || !found) throw new NotFoundError(MESSAGES.matchNotFound);
  const membership = actingFor(found);
  const wantTeams = options.teams !== false || Boolean(membership.role.coach);
  const [teamIds, linked] = await Promise.all([
    wantTeams ? sideTeamIds(ports, match) : Promise.resolve({ home: null, away: null }),
    membership.role.tournamentadmin ? ports.tournaments.isLinked(actor.uid, tournamentId, tournament.orgId) : Promise.resolve(false),
  ]);
  const coachOf = membership.role.coach ? await sidesCoachedBy(ports, actor.uid, tournament.orgId, teamIds) : [];
  return { tournament, match, membership, coachOf, linked, teamIds };
}

async function sideTeamIds(ports: Pick<MatchesPorts, 'structure'>, match: MatchRecord): Promise<{ home: string | null; away: string | null }> {
  const teamId = async (teamKey: string | null) => (teamKey ? ((await ports.structure.getTeam(match.tournamentId, teamKey))?.teamId ?? null) : null);
  const [home, away] = await Promise.all([teamId(match.homeTeamKey), teamId(match.awayTeamKey)]);
  return { home, away };
}

/**
 * The sides whose organization team the caller coaches. A team of another organization never counts, even if
 * a tournament entry names it: coaching rights come from the tournament's own organization only.
 */
async function sidesCoachedBy(ports: Pick<MatchesPorts, 'teams'>, uid: string, orgId: string, teamIds: { home: string | null; away: string | null }): Promise<TeamType[]> {
  const sides: TeamType[] = [];
  for (const side of ['home', 'away'] as const) {
    const teamId = teamIds[side];
    const team = teamId ? await ports.teams.get(teamId) : null;
    if (team?.orgId === orgId && team.coachUid === uid) sides.push(side);
  }
  return sides;
}

/** The one place that says who may do what with a match. */
export const matchPolicy = {
  read: (context: MatchContext) => rolesIn(context).length > 0,
  run: (context: MatchContext, actor: Actor) => Boolean(context.membership.role.admin) || (Boolean(context.membership.role.referee) && context.match.refereeId === actor.uid),
  assign: (context: MatchContext) => Boolean(context.membership.role.admin || context.membership.role.refereeassignor),
  recordIncident: (context: MatchContext) => Boolean(context.membership.role.medic),
  readIncidents: (context: MatchContext) => Boolean(context.membership.role.admin || context.membership.role.medic || context.linked || context.coachOf.length > 0),
  audit: (context: MatchContext) => Boolean(context.membership.role.admin || context.linked),
  /** The organizer: an admin of the organization, or a tournament admin who organizes or is linked to it. */
  resolveDisputes: (context: MatchContext) => tournamentPermissions(context.membership, context.tournament, context.linked)?.manage === true,
};

function rolesIn(context: MatchContext): string[] {
  return Object.entries(context.membership.role)
    .filter(([, value]) => value)
    .map(([role]) => role);
}

export function assertAllowed(allowed: boolean): void {
  if (!allowed) throw new ForbiddenError();
}

export function durationsOf(tournament: TournamentRecord) {
  return resolveDurations({ firstHalfDuration: tournament.firstHalfDuration, breakDuration: tournament.breakDuration, secondHalfDuration: tournament.secondHalfDuration });
}
