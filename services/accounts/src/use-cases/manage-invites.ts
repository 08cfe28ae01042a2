import type { InviteSummary, Locale } from '@pitchside/shared';
import { ConflictError, NotFoundError, type Actor } from '@pitchside/core';
import type { InviteRecord } from '../adapters/invites';
import type { AccountsPorts } from '../ports';
import { actingOrganization } from './acting-organization';
import { assertMayReplace } from './invitation-grants';
import { inviteState, inviteSummary } from './invite-summary';
import { issueInvite } from './send-invite';

type ManagePorts = Pick<AccountsPorts, 'organizations' | 'users' | 'invites' | 'mailer' | 'clock' | 'appUrl' | 'newId' | 'identity' | 'tournaments'>;

export async function listInvites(ports: ManagePorts, actor: Actor, orgId: string | undefined): Promise<{ invites: InviteSummary[] }> {
  const acting = await actingOrganization(ports, actor, orgId, ['admin', 'tournamentadmin']);
  const now = ports.clock.now();
  const invites = (await ports.invites.listFor(acting.orgId)).map((invite) => inviteSummary(invite, now));
  invites.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return { invites };
}

/**
 * The invitation, if it belongs to the organization the caller manages (otherwise it does not exist for
 * them) and is one they could have sent: a tournament admin neither re-sends nor revokes an admin's grant.
 */
async function ownInvite(ports: ManagePorts, actor: Actor, orgId: string | undefined, inviteId: string): Promise<InviteRecord> {
  const acting = await actingOrganization(ports, actor, orgId, ['admin', 'tournamentadmin']);
  const invite = await ports.invites.byId(inviteId);
  if (!invite || invite.orgId !== acting.orgId) throw new NotFoundError('No such document!');
  await assertMayReplace(ports, acting, invite);
  return invite;
}

/** A new link (the old one stops working) and a new week, for an invitation not yet answered. */
export async function resendInvite(ports: ManagePorts, actor: Actor, orgId: string | undefined, inviteId: string, screenLanguage: Locale = 'en'): Promise<InviteSummary> {
  const invite = await ownInvite(ports, actor, orgId, inviteId);
  const state = inviteState(invite, ports.clock.now());
  if (state === 'accepted' || state === 'declined') throw new ConflictError(`This invitation was ${state}; send a new one instead`, 'invite_answered');
  const { tokenHash: _t, createdAt: _c, expiresAt: _e, accepted: _a, declined: _d, revokedAt: _r, ...base } = invite;
  const sender = await ports.users.findByUid(actor.uid);
  const reissued = await issueInvite(ports, base, invite, sender?.language ?? screenLanguage);
  return inviteSummary(reissued, ports.clock.now());
}

export async function revokeInvite(ports: ManagePorts, actor: Actor, orgId: string | undefined, inviteId: string): Promise<InviteSummary> {
  const invite = await ownInvite(ports, actor, orgId, inviteId);
  const state = inviteState(invite, ports.clock.now());
  if (state === 'accepted') throw new ConflictError('This invitation was accepted already: remove the user instead', 'invite_answered');
  const revoked = { ...invite, revokedAt: ports.clock.now().toISOString() };
  await ports.invites.put(revoked);
  return inviteSummary(revoked, ports.clock.now());
}
