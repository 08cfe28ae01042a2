import { MESSAGES, type AcceptInviteInput, type InvitePreview } from '@pitchside/shared';
import { Compensations, ConflictError, hashSecretToken, NotFoundError, ValidationError } from '@pitchside/core';
import type { MembershipRecord } from '@pitchside/core/data';
import type { InviteRecord } from '../adapters/invites';
import type { AccountsPorts } from '../ports';
import { tournamentToLink } from './invitation-grants';
import { inviteState } from './invite-summary';
import { unionRoles, userWithRoles, withMembership } from './role-union';

type AnswerPorts = Pick<AccountsPorts, 'identity' | 'organizations' | 'users' | 'invites' | 'clock' | 'tournaments'>;

/** The pending invitation this token opens; a wrong, used, revoked or expired token opens nothing. */
async function pendingInvite(ports: AnswerPorts, token: string): Promise<InviteRecord> {
  const invite = await ports.invites.byTokenHash(hashSecretToken(token));
  if (!invite || inviteState(invite, ports.clock.now()) !== 'pending') throw new NotFoundError(MESSAGES.inviteNotFound);
  return invite;
}

export async function previewInvite(ports: AnswerPorts, token: string): Promise<InvitePreview> {
  const invite = await pendingInvite(ports, token);
  const [organization, account] = await Promise.all([ports.organizations.getOrganization(invite.orgId), ports.identity.findByEmail(invite.email)]);
  return { email: invite.email, role: invite.role, organizationName: organization?.name ?? '', inviterName: invite.inviterName, state: 'pending', hasAccount: account !== null };
}

/**
 * Accepting adds the invited role to the person's membership of that organization — creating their
 * account first when they have none — and marks the invitation used, in one transaction; the Cognito
 * side follows, and is undone if anything after it fails. Declining only records the answer.
 *
 * The grant goes to the account whose VERIFIED e-mail is the invitation's: the link proves its holder reads
 * that mailbox, and an account that merely claims the address (an unverified change of its e-mail) is
 * refused rather than handed the role.
 */
export async function answerInvite(ports: AnswerPorts, input: AcceptInviteInput): Promise<{ email: string; answer: 'accepted' | 'declined' }> {
  const invite = await pendingInvite(ports, input.token);
  const now = ports.clock.now().toISOString();
  if (input.answer === 'decline') {
    if (!(await ports.invites.decline(invite, now))) throw new NotFoundError(MESSAGES.inviteNotFound);
    return { email: invite.email, answer: 'declined' };
  }

  return Compensations.run(async (compensations) => {
    let account = await ports.identity.findByEmail(invite.email);
    let displayName: string;
    if (!account) {
      const missing: Record<string, string> = {};
      if (!input.displayName) missing.displayName = 'Please input your Name';
      if (!input.password) missing.password = 'Please input your Password';
      if (Object.keys(missing).length > 0) throw new ValidationError('Some fields are not valid', missing);
      displayName = input.displayName as string;
      // The invitation link came back from the address: that proves it.
      account = await ports.identity.createUser({ email: invite.email, password: input.password as string, displayName, emailVerified: true });
      const created = account;
      compensations.add('delete the new Cognito user', () => ports.identity.deleteUser(created.username));
    } else {
      const known = await ports.users.findByUid(account.uid);
      // The address must be the account's verified one, and the one we know the person by: an account that
      // switched its e-mail to the invitee's is not the invitee.
      if (!account.emailVerified || account.email.toLowerCase() !== invite.email || (known && known.email !== invite.email)) {
        throw new ConflictError(`The account for ${invite.email} has not verified this e-mail address; verify it, then accept again`, 'email_unverified');
      }
      displayName = known?.displayName ?? input.displayName ?? invite.email;
    }

    const memberships = await ports.organizations.membershipsOfUser(account.uid);
    const existing = memberships.find((membership) => membership.orgId === invite.orgId) ?? null;
    const membership: MembershipRecord = existing
      ? { ...existing, role: { ...existing.role, [invite.role]: true } }
      : { orgId: invite.orgId, uid: account.uid, email: invite.email, displayName, role: { [invite.role]: true } };
    const updated = withMembership(memberships, invite.orgId, membership);
    const stored = await ports.users.findByUid(account.uid);
    const user = userWithRoles({ uid: account.uid, email: invite.email, displayName, ...(stored?.phone ? { phone: stored.phone } : {}) }, updated);

    const linkTournamentId = await tournamentToLink(ports, invite);
    if (!(await ports.invites.accept({ invite, answeredAt: now, membership, user, isNewMembership: !existing, linkTournamentId }))) {
      throw new NotFoundError(MESSAGES.inviteNotFound);
    }
    compensations.add('undo the acceptance', async () => {
      await ports.invites.put(invite);
      if (existing) await ports.organizations.saveMembership({ membership: existing, user: stored ?? userWithRoles(user, memberships), isNew: false });
      else await ports.organizations.removeMembership({ orgId: invite.orgId, uid: account.uid, user: stored ? userWithRoles(stored, memberships) : null });
    });
    await ports.identity.setRoles(account.username, unionRoles(updated));
    return { email: invite.email, answer: 'accepted' as const };
  });
}
