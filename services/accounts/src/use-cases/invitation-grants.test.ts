import type { Actor } from '@pitchside/core';
import type { TournamentRecord } from '@pitchside/core/data';
import { inMemoryAccountsPorts } from '../testing/in-memory-ports';
import { answerInvite } from './answer-invite';
import { resendInvite, revokeInvite } from './manage-invites';
import { sendInvite } from './send-invite';
import { signUp } from './sign-up';

/**
 * Issue 15: an invitation grants at most what its sender may grant, only on their own organization's
 * tournaments that they manage, and only to the person whose verified e-mail it was sent to.
 */
const PASSWORD = 'Secret123';

async function world() {
  const memory = inMemoryAccountsPorts();
  const ada = await signUp(memory.ports, { email: 'ada@club.test', displayName: 'Ada Lovelace', organizationName: 'Ada Cup', password: PASSWORD });
  const bo = await signUp(memory.ports, { email: 'bo@other.test', displayName: 'Bo Other', organizationName: 'Other Cup', password: PASSWORD });
  const actor = (uid: string, email: string, roles: Actor['roles']): Actor => ({ uid, email, displayName: email, roles });
  const adaActor = actor(ada.uid, ada.email, ['admin']);
  const boActor = actor(bo.uid, bo.email, ['admin']);
  const tournament = (tournamentId: string, orgId: string, organizerUid: string) =>
    void memory.tournaments.set(tournamentId, { tournamentId, orgId, organizerUid, name: tournamentId } as unknown as TournamentRecord);
  tournament('ada-cup', ada.orgId, ada.uid);
  tournament('bo-cup', bo.orgId, bo.uid);
  /** Someone who accepted an invitation of Ada's organization. */
  const member = async (email: string, role: 'tournamentadmin' | 'referee', tournamentId?: string) => {
    await sendInvite(memory.ports, adaActor, undefined, { email, role, ...(tournamentId ? { tournamentId } : {}) });
    await answerInvite(memory.ports, { answer: 'accept', token: memory.linkToken(email), displayName: 'Member', password: PASSWORD });
    const account = [...memory.accounts.values()].find((candidate) => candidate.email === email);
    return actor(account?.uid ?? '', email, [role]);
  };
  return { memory, ada, bo, adaActor, boActor, member };
}

describe('the tournament an invitation names', () => {
  it('must exist and be of the sender\'s organization: an unknown or another organization\'s id is "Tournament not found"', async () => {
    const { memory, adaActor } = await world();
    await expect(sendInvite(memory.ports, adaActor, undefined, { email: 'x@new.test', role: 'tournamentadmin', tournamentId: 'no-such-cup' })).rejects.toMatchObject({
      status: 404,
      message: 'Tournament not found',
    });
    await expect(sendInvite(memory.ports, adaActor, undefined, { email: 'x@new.test', role: 'tournamentadmin', tournamentId: 'bo-cup' })).rejects.toMatchObject({
      status: 404,
      message: 'Tournament not found',
    });
    expect(memory.invites.size).toBe(0);
  });

  it("is linked on acceptance for a tournament admin invited by an admin, inside the sender's organization", async () => {
    const { memory, ada, member } = await world();
    const tara = await member('tara@new.test', 'tournamentadmin', 'ada-cup');
    expect(memory.links.get(`${tara.uid}/ada-cup`)).toMatchObject({ orgId: ada.orgId });
  });

  it('must be managed by the sender: an unlinked tournament admin cannot name it, a linked one may for a referee, and that links nobody', async () => {
    const { memory, member } = await world();
    const unlinked = await member('uma@new.test', 'tournamentadmin');
    // The takeover: invite yourself with a role you lack, naming a tournament you do not manage.
    await expect(sendInvite(memory.ports, unlinked, undefined, { email: 'uma@new.test', role: 'referee', tournamentId: 'ada-cup' })).rejects.toMatchObject({ status: 404 });
    await expect(sendInvite(memory.ports, unlinked, undefined, { email: 'uma@new.test', role: 'tournamentadmin', tournamentId: 'ada-cup' })).rejects.toMatchObject({ status: 403 });

    const linked = await member('lina@new.test', 'tournamentadmin', 'ada-cup');
    await sendInvite(memory.ports, linked, undefined, { email: 'ref@new.test', role: 'referee', tournamentId: 'ada-cup' });
    await answerInvite(memory.ports, { answer: 'accept', token: memory.linkToken('ref@new.test'), displayName: 'Ref', password: PASSWORD });
    expect([...memory.links.values()].map((link) => link.userId)).toEqual([linked.uid]);
  });

  it("another organization cannot name this organization's tournament for this organization's tournament admin", async () => {
    const { memory, boActor, member } = await world();
    await member('tara@new.test', 'tournamentadmin');
    await expect(sendInvite(memory.ports, boActor, undefined, { email: 'tara@new.test', role: 'tournamentadmin', tournamentId: 'ada-cup' })).rejects.toMatchObject({ status: 404 });
  });
});

describe('replacing a pending invitation', () => {
  it("a tournament admin cannot replace, re-send or revoke an admin's pending admin invitation", async () => {
    const { memory, ada, adaActor, member } = await world();
    const tara = await member('tara@new.test', 'tournamentadmin', 'ada-cup');
    const pending = await sendInvite(memory.ports, adaActor, undefined, { email: 'boss@new.test', role: 'admin' });
    await expect(sendInvite(memory.ports, tara, undefined, { email: 'boss@new.test', role: 'referee' })).rejects.toMatchObject({ status: 403 });
    await expect(resendInvite(memory.ports, tara, undefined, pending.inviteId)).rejects.toMatchObject({ status: 403 });
    await expect(revokeInvite(memory.ports, tara, undefined, pending.inviteId)).rejects.toMatchObject({ status: 403 });
    expect(memory.invites.get(`${ada.orgId}/boss@new.test`)).toMatchObject({ role: 'admin', inviteId: pending.inviteId });
    expect(memory.invites.get(`${ada.orgId}/boss@new.test`)?.revokedAt).toBeUndefined();
  });

  it('a tournament admin may still replace a pending referee invitation, and an admin any', async () => {
    const { memory, adaActor, member } = await world();
    const tara = await member('tara@new.test', 'tournamentadmin', 'ada-cup');
    await sendInvite(memory.ports, adaActor, undefined, { email: 'ref@new.test', role: 'referee' });
    await expect(sendInvite(memory.ports, tara, undefined, { email: 'ref@new.test', role: 'coach' })).resolves.toMatchObject({ role: 'coach' });
    await expect(sendInvite(memory.ports, adaActor, undefined, { email: 'ref@new.test', role: 'admin' })).resolves.toMatchObject({ role: 'admin' });
  });
});

describe('who an accepted invitation is for', () => {
  it("grants nothing to an account that switched its e-mail to the invitee's without verifying it", async () => {
    const { memory, ada, adaActor, member } = await world();
    const mallory = await member('mallory@new.test', 'referee');
    const account = memory.accounts.get(mallory.uid);
    if (!account) throw new Error('no account');
    Object.assign(account, { email: 'victim@new.test', emailVerified: false });
    await sendInvite(memory.ports, adaActor, undefined, { email: 'victim@new.test', role: 'admin' });
    await expect(answerInvite(memory.ports, { answer: 'accept', token: memory.linkToken('victim@new.test'), displayName: 'Victim', password: PASSWORD })).rejects.toMatchObject({
      status: 409,
      code: 'email_unverified',
    });
    expect(memory.memberships.get(`${ada.orgId}/${mallory.uid}`)?.role).toEqual({ referee: true });
    expect(account.roles).toEqual(['referee']);
  });

  it('grants nothing to an account whose address the provider calls verified but which we know by another address', async () => {
    const { memory, ada, adaActor, member } = await world();
    const mallory = await member('mallory@new.test', 'referee');
    Object.assign(memory.accounts.get(mallory.uid) ?? {}, { email: 'victim@new.test' });
    await sendInvite(memory.ports, adaActor, undefined, { email: 'victim@new.test', role: 'admin' });
    await expect(answerInvite(memory.ports, { answer: 'accept', token: memory.linkToken('victim@new.test') })).rejects.toMatchObject({ status: 409 });
    expect(memory.memberships.get(`${ada.orgId}/${mallory.uid}`)?.role).toEqual({ referee: true });
  });
});
