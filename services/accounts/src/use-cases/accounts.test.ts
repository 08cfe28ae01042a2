import { MESSAGES } from '@pitchside/shared';
import type { Actor } from '@pitchside/core';
import { inMemoryAccountsPorts } from '../testing/in-memory-ports';
import { answerInvite, previewInvite } from './answer-invite';
import { createUser } from './create-user';
import { deleteUser } from './delete-user';
import { forgotPassword } from './forgot-password';
import { getMe } from './get-me';
import { importUsers } from './import-users';
import { listUsers } from './list-users';
import { resendInvite, revokeInvite } from './manage-invites';
import { resetPassword } from './reset-password';
import { sendInvite } from './send-invite';
import { signUp } from './sign-up';
import { updateUser } from './update-user';

const PASSWORD = 'Secret123';

async function organizerWorld() {
  const world = inMemoryAccountsPorts();
  const ada = await signUp(world.ports, { email: 'ada@club.test', displayName: 'Ada Lovelace', organizationName: 'Ada Cup', password: PASSWORD });
  const bo = await signUp(world.ports, { email: 'bo@other.test', displayName: 'Bo Other', organizationName: 'Other Cup', password: PASSWORD });
  const actor = (uid: string, email: string, roles: Actor['roles'] = ['admin']): Actor => ({ uid, email, displayName: email, roles });
  return { world, ada, bo, adaActor: actor(ada.uid, ada.email), boActor: actor(bo.uid, bo.email) };
}

describe('self sign-up', () => {
  it('creates an organizer who is admin of their own new organization, in Cognito and the table', async () => {
    const { world, ada, adaActor } = await organizerWorld();
    expect(world.accounts.get(ada.uid)?.roles).toEqual(['admin']);
    const me = await getMe(world.ports, adaActor);
    expect(me).toMatchObject({ email: 'ada@club.test', displayName: 'Ada Lovelace', role: { admin: true }, organizations: [{ orgId: ada.orgId, name: 'Ada Cup', role: { admin: true } }] });
  });

  it('refuses an e-mail that already has an account', async () => {
    const { world } = await organizerWorld();
    await expect(signUp(world.ports, { email: 'ada@club.test', displayName: 'Ada Again', organizationName: 'X', password: PASSWORD })).rejects.toMatchObject({ status: 409, code: 'email_taken' });
  });

  it('leaves no Cognito user behind when the table write fails', async () => {
    const world = inMemoryAccountsPorts();
    world.failNext('createOrganization');
    await expect(signUp(world.ports, { email: 'cy@club.test', displayName: 'Cy', organizationName: 'Cy Cup', password: PASSWORD })).rejects.toThrow('injected');
    expect(world.accounts.size).toBe(0);
    expect(world.organizations.size).toBe(0);
  });
});

describe('users of an organization', () => {
  it('lets an admin add a member, and the member gets the roles in Cognito and the table', async () => {
    const { world, ada, adaActor } = await organizerWorld();
    const { message, user } = await createUser(world.ports, adaActor, undefined, { email: 'carla@club.test', password: PASSWORD, displayName: 'Carla Coach', role: { coach: true } });
    expect(message).toBe(MESSAGES.userCreated);
    expect(world.accounts.get(user.uid)?.roles).toEqual(['coach']);
    expect(world.users.get(user.uid)?.role).toEqual({ coach: true });
    const listed = await listUsers(world.ports, adaActor, ada.orgId, { role: 'coach' });
    expect(listed.message).toBe(MESSAGES.usersFetched);
    expect(listed.users.map((member) => member.email)).toEqual(['carla@club.test']);
  });

  it('writes nothing when giving the Cognito groups fails halfway', async () => {
    const { world, adaActor } = await organizerWorld();
    world.failNext('setRoles');
    await expect(createUser(world.ports, adaActor, undefined, { email: 'dan@club.test', password: PASSWORD, displayName: 'Dan', role: { referee: true } })).rejects.toThrow('injected');
    expect([...world.accounts.values()].some((account) => account.email === 'dan@club.test')).toBe(false);
    expect([...world.memberships.values()].some((member) => member.email === 'dan@club.test')).toBe(false);
  });

  it("never shows or changes another organization's members", async () => {
    const { world, bo, adaActor, boActor } = await organizerWorld();
    const { user } = await createUser(world.ports, boActor, undefined, { email: 'eve@other.test', password: PASSWORD, displayName: 'Eve', role: { coach: true } });
    expect((await listUsers(world.ports, adaActor, undefined, {})).users.map((member) => member.email)).toEqual(['ada@club.test']);
    await expect(listUsers(world.ports, adaActor, bo.orgId, {})).rejects.toMatchObject({ status: 403 });
    await expect(updateUser(world.ports, adaActor, undefined, { uid: user.uid, properties: { role: { admin: true } } })).rejects.toMatchObject({ status: 404 });
    await expect(deleteUser(world.ports, adaActor, undefined, user.uid)).rejects.toMatchObject({ status: 404 });
    expect(world.accounts.get(user.uid)?.roles).toEqual(['coach']);
  });

  it('keeps at least one admin and refuses to delete yourself', async () => {
    const { world, ada, adaActor } = await organizerWorld();
    await expect(updateUser(world.ports, adaActor, undefined, { uid: ada.uid, properties: { role: { coach: true } } })).rejects.toMatchObject({ status: 409, code: 'last_admin' });
    await expect(deleteUser(world.ports, adaActor, undefined, ada.uid)).rejects.toMatchObject({ status: 400 });
  });

  it('refuses to set the e-mail or password of someone else', async () => {
    const { world, adaActor } = await organizerWorld();
    const { user } = await createUser(world.ports, adaActor, undefined, { email: 'fay@club.test', password: PASSWORD, displayName: 'Fay', role: { medic: true } });
    await expect(updateUser(world.ports, adaActor, undefined, { uid: user.uid, properties: { password: 'Another123' } })).rejects.toMatchObject({
      status: 400,
      fields: { 'properties.password': expect.any(String) },
    });
  });

  it('deleting a member who works for another organization keeps their account with the other roles', async () => {
    const { world, ada, adaActor, boActor } = await organizerWorld();
    const { user } = await createUser(world.ports, boActor, undefined, { email: 'gil@other.test', password: PASSWORD, displayName: 'Gil', role: { referee: true } });
    // An admin-made account's address is unproved until Gil himself resets the password from his mailbox.
    await forgotPassword(world.ports, { email: 'gil@other.test' });
    await resetPassword(world.ports, { token: world.linkToken('gil@other.test'), password: PASSWORD });
    const invite = await sendInvite(world.ports, adaActor, undefined, { email: 'gil@other.test', role: 'coach' });
    await answerInvite(world.ports, { answer: 'accept', token: world.linkToken('gil@other.test') });
    expect(world.accounts.get(user.uid)?.roles).toEqual(['referee', 'coach']);
    expect(invite.state).toBe('pending');

    await deleteUser(world.ports, adaActor, ada.orgId, user.uid);
    expect(world.accounts.get(user.uid)?.roles).toEqual(['referee']);
    expect(world.users.get(user.uid)?.role).toEqual({ referee: true });
  });

  it('imports the good rows, reports each bad row with its reason, and mails each new member a link', async () => {
    const { world, adaActor } = await organizerWorld();
    const result = await importUsers(world.ports, adaActor, undefined, {
      users: [
        { row: 2, email: 'hal@club.test', displayName: "Hal O'Neill", role: { coach: true } },
        { row: 3, email: 'not-an-email', displayName: 'Ivy', role: { coach: true } },
        { row: 4, email: 'jo@club.test', displayName: 'Jo', role: {} },
        { row: 5, email: 'hal@club.test', displayName: 'Hal Twice', role: { coach: true } },
        { row: 6, email: 'ada@club.test', displayName: 'Ada', role: { coach: true } },
        { row: 7, email: 'kim@club.test', displayName: 'Kim', role: { tournamentadmin: true } },
      ],
    });
    // Not 'Import successful' when 5 of 6 rows failed.
    expect(result.message).toBe('1 of 6 imported');
    expect(result.imported.map((row) => row.row)).toEqual([2]);
    expect(result.failed).toEqual([
      { row: 3, email: 'not-an-email', reason: MESSAGES.invalidEmail },
      { row: 4, email: 'jo@club.test', reason: 'Give at least one role' },
      { row: 5, email: 'hal@club.test', reason: 'Listed twice in this file' },
      { row: 6, email: 'ada@club.test', reason: 'Already a member of this organization' },
      { row: 7, email: 'kim@club.test', reason: expect.stringContaining('Roles allowed here') },
    ]);
    const token = world.linkToken('hal@club.test');
    await resetPassword(world.ports, { token, password: 'Chosen123' });
    expect([...world.accounts.values()].find((account) => account.email === 'hal@club.test')?.password).toBe('Chosen123');
  });
});

describe('invitations', () => {
  it('lets the invitee preview, set a password, and become a member with the invited role', async () => {
    const { world, ada, adaActor } = await organizerWorld();
    await sendInvite(world.ports, adaActor, undefined, { email: 'lea@new.test', role: 'coach' });
    const token = world.linkToken('lea@new.test');
    await expect(previewInvite(world.ports, token)).resolves.toEqual({
      email: 'lea@new.test',
      role: 'coach',
      organizationName: 'Ada Cup',
      inviterName: 'Ada Lovelace',
      state: 'pending',
      hasAccount: false,
    });
    await expect(answerInvite(world.ports, { answer: 'accept', token })).rejects.toMatchObject({
      status: 400,
      fields: { displayName: 'Please input your Name', password: 'Please input your Password' },
    });
    await answerInvite(world.ports, { answer: 'accept', token, displayName: 'Lea Coach', password: PASSWORD });
    const lea = [...world.accounts.values()].find((account) => account.email === 'lea@new.test');
    expect(lea?.roles).toEqual(['coach']);
    expect(world.memberships.get(`${ada.orgId}/${lea?.uid}`)?.role).toEqual({ coach: true });
  });

  it('is single use: a used, declined, revoked, expired or wrong token finds no invite', async () => {
    const { world, adaActor } = await organizerWorld();
    await sendInvite(world.ports, adaActor, undefined, { email: 'mo@new.test', role: 'medic' });
    const used = world.linkToken('mo@new.test');
    await answerInvite(world.ports, { answer: 'decline', token: used });
    await expect(answerInvite(world.ports, { answer: 'accept', token: used, displayName: 'Mo', password: PASSWORD })).rejects.toMatchObject({ message: MESSAGES.inviteNotFound });

    const revoked = await sendInvite(world.ports, adaActor, undefined, { email: 'ned@new.test', role: 'referee' });
    const revokedToken = world.linkToken('ned@new.test');
    await revokeInvite(world.ports, adaActor, undefined, revoked.inviteId);
    await expect(previewInvite(world.ports, revokedToken)).rejects.toMatchObject({ status: 404, message: MESSAGES.inviteNotFound });

    await sendInvite(world.ports, adaActor, undefined, { email: 'ola@new.test', role: 'referee' });
    const expiring = world.linkToken('ola@new.test');
    world.advance(8 * 86_400_000);
    await expect(previewInvite(world.ports, expiring)).rejects.toMatchObject({ message: MESSAGES.inviteNotFound });
    await expect(previewInvite(world.ports, 'no-such-token')).rejects.toMatchObject({ message: MESSAGES.inviteNotFound });
  });

  it('re-sending gives a new link and the old one stops working', async () => {
    const { world, adaActor } = await organizerWorld();
    const invite = await sendInvite(world.ports, adaActor, undefined, { email: 'pia@new.test', role: 'coach' });
    const first = world.linkToken('pia@new.test');
    await resendInvite(world.ports, adaActor, undefined, invite.inviteId);
    const second = world.linkToken('pia@new.test');
    expect(second).not.toBe(first);
    await expect(previewInvite(world.ports, first)).rejects.toMatchObject({ status: 404 });
    await expect(previewInvite(world.ports, second)).resolves.toMatchObject({ email: 'pia@new.test' });
  });

  it('a tournament admin may invite referees, coaches and medics but not admins', async () => {
    const { world, adaActor } = await organizerWorld();
    await sendInvite(world.ports, adaActor, undefined, { email: 'quinn@new.test', role: 'tournamentadmin' });
    await answerInvite(world.ports, { answer: 'accept', token: world.linkToken('quinn@new.test'), displayName: 'Quinn', password: PASSWORD });
    const quinn = [...world.accounts.values()].find((account) => account.email === 'quinn@new.test');
    const quinnActor: Actor = { uid: quinn?.uid ?? '', email: 'quinn@new.test', displayName: 'Quinn', roles: ['tournamentadmin'] };
    await expect(sendInvite(world.ports, quinnActor, undefined, { email: 'rex@new.test', role: 'referee' })).resolves.toMatchObject({ state: 'pending' });
    await expect(sendInvite(world.ports, quinnActor, undefined, { email: 'sam@new.test', role: 'admin' })).rejects.toMatchObject({ status: 403 });
  });

  it('keeps no invitation when the e-mail cannot be sent', async () => {
    const { world, adaActor, ada } = await organizerWorld();
    world.failNext('sendMail');
    await expect(sendInvite(world.ports, adaActor, undefined, { email: 'tia@new.test', role: 'coach' })).rejects.toThrow('injected');
    expect([...world.invites.values()].filter((invite) => invite.orgId === ada.orgId)).toEqual([]);
  });
});

describe('password reset', () => {
  it('names an unknown address, and mails a single-use link that sets the new password', async () => {
    const { world } = await organizerWorld();
    await expect(forgotPassword(world.ports, { email: 'nobody@club.test' })).rejects.toMatchObject({ status: 404, message: MESSAGES.resetUnknownEmail });
    await expect(forgotPassword(world.ports, { email: 'ada@club.test' })).resolves.toEqual({ message: MESSAGES.resetSent });
    const token = world.linkToken('ada@club.test');
    await resetPassword(world.ports, { token, password: 'Brandnew1' });
    expect([...world.accounts.values()].find((account) => account.email === 'ada@club.test')?.password).toBe('Brandnew1');
    await expect(resetPassword(world.ports, { token, password: 'Again1234' })).rejects.toMatchObject({ status: 404 });
  });

  it('gives the link back when setting the password fails, and throttles repeated requests', async () => {
    const { world } = await organizerWorld();
    await forgotPassword(world.ports, { email: 'ada@club.test' });
    const token = world.linkToken('ada@club.test');
    world.failNext('setPassword');
    await expect(resetPassword(world.ports, { token, password: 'Brandnew1' })).rejects.toThrow('injected');
    await expect(resetPassword(world.ports, { token, password: 'Brandnew1' })).resolves.toBeDefined();
    for (let attempt = 0; attempt < 4; attempt += 1) await forgotPassword(world.ports, { email: 'ada@club.test' });
    await expect(forgotPassword(world.ports, { email: 'ada@club.test' })).rejects.toMatchObject({ status: 429 });
  });
});
