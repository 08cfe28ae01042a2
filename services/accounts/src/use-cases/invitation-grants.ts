import { MESSAGES, TOURNAMENT_ADMIN_INVITATION_ROLES, type InvitationRole } from '@pitchside/shared';
import { ForbiddenError, membershipHasRole, NotFoundError, tournamentPermissions } from '@pitchside/core';
import type { MembershipRecord } from '@pitchside/core/data';
import type { InviteRecord } from '../adapters/invites';
import type { AccountsPorts } from '../ports';

type GrantPorts = Pick<AccountsPorts, 'tournaments'>;

/**
 * An invitation grants at most what its sender may grant (docs/architecture.md, "Tenancy"): a role they may give,
 * and a tournament only of the organization they act for that they manage themselves. The tournament id in
 * the body is checked like an id in a path: a missing or another organization's tournament is 'Tournament
 * not found', whether or not it exists.
 */
export async function assertMayIssue(ports: GrantPorts, sender: MembershipRecord, invite: { role: InvitationRole; tournamentId?: string | undefined }): Promise<void> {
  if (!membershipHasRole(sender, 'admin') && !(TOURNAMENT_ADMIN_INVITATION_ROLES as readonly string[]).includes(invite.role)) {
    throw new ForbiddenError(`A tournament admin can invite ${TOURNAMENT_ADMIN_INVITATION_ROLES.join(', ')} only`);
  }
  if (!invite.tournamentId) return;
  const tournament = await ports.tournaments.get(invite.tournamentId);
  if (!tournament || tournament.orgId !== sender.orgId) throw new NotFoundError(MESSAGES.tournamentNotFound);
  const linked = !membershipHasRole(sender, 'admin') && (await ports.tournaments.isLinked(sender.uid, tournament.tournamentId, tournament.orgId));
  const permissions = tournamentPermissions(sender, tournament, linked);
  if (!permissions) throw new NotFoundError(MESSAGES.tournamentNotFound);
  // Naming a tournament links a tournament admin to it: only whoever may link admins may do that.
  if (!permissions.manage || (invite.role === 'tournamentadmin' && !permissions.manageAdmins)) throw new ForbiddenError();
}

/**
 * Re-inviting an address replaces its pending invitation (spec §3); replacing, re-sending or revoking one is
 * only for someone who could have sent it, so a tournament admin cannot turn an admin's pending admin
 * invitation into a referee one.
 */
export async function assertMayReplace(ports: GrantPorts, sender: MembershipRecord, invite: InviteRecord): Promise<void> {
  // An admin may grant everything in their organization, even on a tournament deleted since.
  if (membershipHasRole(sender, 'admin')) return;
  try {
    await assertMayIssue(ports, sender, invite);
  } catch (error) {
    if (error instanceof ForbiddenError || error instanceof NotFoundError) {
      throw new ForbiddenError(`Only an admin can change the pending ${invite.role} invitation to ${invite.email}`);
    }
    throw error;
  }
}

/** The userTournaments link an accepted invitation writes: only a tournament admin's, and only inside the invitation's organization. */
export async function tournamentToLink(ports: GrantPorts, invite: InviteRecord): Promise<string | null> {
  if (invite.role !== 'tournamentadmin' || !invite.tournamentId) return null;
  const tournament = await ports.tournaments.get(invite.tournamentId);
  return tournament && tournament.orgId === invite.orgId ? tournament.tournamentId : null;
}
