import { MESSAGES, TOURNAMENT_MESSAGES, type LinkTournamentAdminInput, type TournamentAdminSummary } from '@pitchside/shared';
import { NotFoundError, ValidationError, type Actor } from '@pitchside/core';
import type { TournamentsPorts } from '../ports';
import { tournamentFor } from './access';

type Ports = Pick<TournamentsPorts, 'organizations' | 'tournaments' | 'clock'>;

/** The tournament admins linked to this tournament (userTournaments), with their names from the membership. */
export async function listTournamentAdmins(ports: Ports, actor: Actor, orgId: string | undefined, tournamentId: string): Promise<{ admins: TournamentAdminSummary[] }> {
  const { tournament } = await tournamentFor(ports, actor, orgId, tournamentId, 'manageAdmins');
  const [links, members] = await Promise.all([ports.tournaments.linksOfTournament(tournamentId), ports.organizations.membersOf(tournament.orgId)]);
  const byUid = new Map(members.map((member) => [member.uid, member]));
  const admins = links.map((link) => ({ uid: link.userId, email: byUid.get(link.userId)?.email ?? '', displayName: byUid.get(link.userId)?.displayName ?? '', linkedAt: link.createdAt }));
  admins.sort((a, b) => a.displayName.localeCompare(b.displayName));
  return { admins };
}

/** Only a member of the organization with the tournamentadmin role can be linked; linking twice changes nothing. */
export async function linkTournamentAdmin(
  ports: Ports,
  actor: Actor,
  orgId: string | undefined,
  tournamentId: string,
  input: LinkTournamentAdminInput,
): Promise<{ message: string; admin: TournamentAdminSummary }> {
  const { tournament } = await tournamentFor(ports, actor, orgId, tournamentId, 'manageAdmins');
  const member = await ports.organizations.getMembership(tournament.orgId, input.uid);
  if (!member?.role.tournamentadmin) {
    throw new ValidationError('Some fields are not valid', { uid: 'Choose a member of this organization who has the tournament admin role' });
  }
  await ports.tournaments.link({ userId: input.uid, tournamentId, orgId: tournament.orgId });
  return { message: TOURNAMENT_MESSAGES.adminLinked, admin: { uid: member.uid, email: member.email, displayName: member.displayName, linkedAt: ports.clock.now().toISOString() } };
}

export async function unlinkTournamentAdmin(ports: Ports, actor: Actor, orgId: string | undefined, tournamentId: string, uid: string): Promise<{ message: string }> {
  await tournamentFor(ports, actor, orgId, tournamentId, 'manageAdmins');
  if (!(await ports.tournaments.unlink(uid, tournamentId))) throw new NotFoundError(MESSAGES.noSuchDocument);
  return { message: TOURNAMENT_MESSAGES.adminUnlinked };
}
