import type { InviteSummary, Locale, SendInviteInput } from '@pitchside/shared';
import { ConflictError, hashSecretToken, newSecretToken, NotFoundError, type Actor } from '@pitchside/core';
import type { InviteRecord } from '../adapters/invites';
import { invitationMail } from '../mail/templates';
import type { AccountsPorts } from '../ports';
import { actingOrganization } from './acting-organization';
import { assertMayIssue, assertMayReplace } from './invitation-grants';
import { INVITE_VALID_DAYS, inviteState, inviteSummary } from './invite-summary';

type InvitePorts = Pick<AccountsPorts, 'organizations' | 'users' | 'invites' | 'mailer' | 'clock' | 'appUrl' | 'newId' | 'identity' | 'tournaments'>;

/**
 * Writes the invitation with a fresh token and e-mails the link; if the e-mail cannot go, nothing stays.
 * The invitee has no language of their own yet: the e-mail speaks the inviter's.
 */
export async function issueInvite(
  ports: InvitePorts,
  base: Omit<InviteRecord, 'tokenHash' | 'createdAt' | 'expiresAt' | 'accepted' | 'declined'>,
  previous: InviteRecord | null,
  language: Locale,
): Promise<InviteRecord> {
  const now = ports.clock.now();
  const token = newSecretToken();
  const invite: InviteRecord = {
    ...base,
    tokenHash: hashSecretToken(token),
    accepted: false,
    declined: false,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + INVITE_VALID_DAYS * 86_400_000).toISOString(),
  };
  await ports.invites.put(invite);
  const organization = await ports.organizations.getOrganization(invite.orgId);
  try {
    await ports.mailer.send(
      invitationMail({
        to: invite.email,
        inviterName: invite.inviterName,
        organizationName: organization?.name ?? 'An organizer',
        role: invite.role,
        url: `${ports.appUrl}/invite?token=${encodeURIComponent(token)}`,
        validDays: INVITE_VALID_DAYS,
        language,
      }),
    );
  } catch (error) {
    if (previous) await ports.invites.put(previous);
    else await ports.invites.delete(invite.orgId, invite.email);
    throw error;
  }
  return invite;
}

/**
 * An admin (any invitation role) or a tournament admin (referee, coach, medic) invites someone by e-mail,
 * optionally naming a tournament of their organization that they manage.
 */
export async function sendInvite(ports: InvitePorts, actor: Actor, orgId: string | undefined, input: SendInviteInput, screenLanguage: Locale = 'en'): Promise<InviteSummary> {
  const acting = await actingOrganization(ports, actor, orgId, ['admin', 'tournamentadmin']);
  await assertMayIssue(ports, acting, input);
  const account = await ports.identity.findByEmail(input.email);
  if (account) {
    const existing = await ports.organizations.getMembership(acting.orgId, account.uid);
    if (existing?.role[input.role]) throw new ConflictError(`${input.email} is already a ${input.role} in this organization`, 'already_member');
  }
  const inviter = await ports.users.findByUid(actor.uid);
  if (!inviter) throw new NotFoundError('No such document!');
  const previous = (await ports.invites.listFor(acting.orgId)).find((invite) => invite.email === input.email) ?? null;
  if (previous && inviteState(previous, ports.clock.now()) === 'pending') await assertMayReplace(ports, acting, previous);
  const invite = await issueInvite(
    ports,
    {
      orgId: acting.orgId,
      email: input.email,
      inviteId: ports.newId(),
      role: input.role,
      inviter: actor.uid,
      inviterName: inviter.displayName,
      ...(input.tournamentId ? { tournamentId: input.tournamentId } : {}),
    },
    previous,
    inviter.language ?? screenLanguage,
  );
  return inviteSummary(invite, ports.clock.now());
}
