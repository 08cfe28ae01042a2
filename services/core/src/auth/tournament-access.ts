import { MESSAGES, type TournamentPermissions } from '@pitchside/shared';
import type { MembershipRecord, OrganizationRepository } from '../data/organizations';
import type { TournamentRecord, TournamentRepository } from '../data/tournaments';
import { ForbiddenError, NotFoundError } from '../errors';
import type { Actor } from './actor';
import { resolveOrganization } from './policy';

/**
 * Object-level rules for tournaments and teams, decided from stored memberships (never the token's groups).
 *
 * Tournaments: an admin of the tournament's organization may do everything; a tournament admin of that
 * organization may read and manage it when linked (userTournaments) or its organizer, never delete it or
 * link admins. A referee assignor of that organization may read every tournament of it (to find the matches
 * to staff), never change one. Anyone else is told 'Tournament not found', whether or not it exists.
 *
 * Teams: an admin of the team's organization manages every team; a coach reaches only teams whose coachUid
 * is theirs (team and roster); a tournament admin may read the organization's teams.
 */

export type TournamentAction = keyof TournamentPermissions | 'read';

const NONE: TournamentPermissions = Object.freeze({ manage: false, delete: false, manageAdmins: false });

/** What this member may do with this tournament; null when it is none of their business. */
export function tournamentPermissions(membership: MembershipRecord, tournament: Pick<TournamentRecord, 'orgId' | 'organizerUid'>, linked: boolean): TournamentPermissions | null {
  if (membership.orgId !== tournament.orgId) return null;
  if (membership.role.admin) return { manage: true, delete: true, manageAdmins: true };
  if (membership.role.tournamentadmin && (linked || tournament.organizerUid === membership.uid)) return { ...NONE, manage: true };
  if (membership.role.refereeassignor) return NONE;
  return null;
}

export function isTournamentActionAllowed(permissions: TournamentPermissions, action: TournamentAction): boolean {
  return action === 'read' ? true : permissions[action];
}

/** Whether the member sees this tournament in their list (the same rule as reading it). */
export function canSeeTournament(membership: MembershipRecord, tournament: Pick<TournamentRecord, 'orgId' | 'organizerUid' | 'tournamentId'>, linkedIds: ReadonlySet<string>): boolean {
  return tournamentPermissions(membership, tournament, linkedIds.has(tournament.tournamentId)) !== null;
}

export interface TournamentAccess {
  tournament: TournamentRecord;
  membership: MembershipRecord;
  permissions: TournamentPermissions;
}

/** The roles that act on tournaments at all; the organization is resolved among memberships holding one. */
export const TOURNAMENT_ROLES = ['admin', 'tournamentadmin'] as const;
/** The roles that may read tournaments: the organizers, and referee assignors staffing their matches. */
export const TOURNAMENT_READER_ROLES = [...TOURNAMENT_ROLES, 'refereeassignor'] as const;

/**
 * The one loader every tournament route goes through: the organization the caller acts for (403 when they
 * name one they do not manage), the tournament (404 'Tournament not found' when missing or another
 * organization's), their permissions on it (404 when none), and the action (403 when not theirs to do).
 */
export async function loadTournamentAccess(
  ports: { organizations: Pick<OrganizationRepository, 'membershipsOfUser'>; tournaments: Pick<TournamentRepository, 'get' | 'isLinked'> },
  actor: Actor,
  requestedOrgId: string | undefined,
  tournamentId: string,
  action: TournamentAction,
): Promise<TournamentAccess> {
  const membership = resolveOrganization(await ports.organizations.membershipsOfUser(actor.uid), requestedOrgId, action === 'read' ? TOURNAMENT_READER_ROLES : TOURNAMENT_ROLES);
  const tournament = tournamentId ? await ports.tournaments.get(tournamentId) : null;
  if (!tournament || tournament.orgId !== membership.orgId) throw new NotFoundError(MESSAGES.tournamentNotFound);
  const linked = !membership.role.admin && (await ports.tournaments.isLinked(actor.uid, tournament.tournamentId, tournament.orgId));
  const permissions = tournamentPermissions(membership, tournament, linked);
  if (!permissions) throw new NotFoundError(MESSAGES.tournamentNotFound);
  if (!isTournamentActionAllowed(permissions, action)) throw new ForbiddenError();
  return { tournament, membership, permissions };
}

/** manage: everything (admin); coach: the team and its roster (its coach); read: look only (tournament admin). */
export type TeamAccessLevel = 'manage' | 'coach' | 'read';
export type TeamAction = 'read' | 'edit' | 'roster' | 'delete';

export function teamAccess(membership: MembershipRecord, team: { orgId: string; coachUid: string | null }): TeamAccessLevel | null {
  if (membership.orgId !== team.orgId) return null;
  if (membership.role.admin) return 'manage';
  if (membership.role.coach && team.coachUid === membership.uid) return 'coach';
  if (membership.role.tournamentadmin) return 'read';
  return null;
}

export function isTeamActionAllowed(level: TeamAccessLevel, action: TeamAction): boolean {
  if (action === 'read') return true;
  if (action === 'delete') return level === 'manage';
  return level === 'manage' || level === 'coach';
}

/** A team the member cannot see does not exist for them ('Team document does not exist.'); seeing but not doing is 403. */
export function assertTeamAction(level: TeamAccessLevel | null, action: TeamAction): TeamAccessLevel {
  if (!level) throw new NotFoundError(MESSAGES.teamDoesNotExist);
  if (!isTeamActionAllowed(level, action)) throw new ForbiddenError();
  return level;
}
