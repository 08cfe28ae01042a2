import { MESSAGES } from '@pitchside/shared';
import type { Actor } from '@pitchside/core';
import { inMemoryAccountsPorts } from '../testing/in-memory-ports';
import { answerInvite } from './answer-invite';
import { confirmEmail } from './confirm-email';
import { createUser } from './create-user';
import { forgotPassword } from './forgot-password';
import { resetPassword } from './reset-password';
import { sendInvite } from './send-invite';
import { signUp } from './sign-up';

const PASSWORD = 'Secret123';
const VICTIM = 'colleague@club.test';

async function squattedWorld() {
  const world = inMemoryAccountsPorts();
  const organizer = await signUp(world.ports, { email: 'ada@club.test', displayName: 'Ada', organizationName: 'Ada Cup', password: PASSWORD });
  await confirmEmail(world.ports, { token: world.linkToken('ada@club.test') });
  const adaActor: Actor = { uid: organizer.uid, email: organizer.email, displayName: 'Ada', roles: ['admin'] };
  // The attacker signs up first with the colleague's address and a password of their own.
  const squatter = await signUp(world.ports, { email: VICTIM, displayName: 'Not Them', organizationName: 'Squat FC', password: 'Attacker1' });
  return { world, adaActor, squatter };
}

it('a self sign-up starts unverified and e-mails a confirmation link to the address it named', async () => {
  const { world, squatter } = await squattedWorld();
  expect(squatter.message).toBe(MESSAGES.signUpConfirmSent);
  expect(world.accounts.get(squatter.uid)?.emailVerified).toBe(false);
  expect(world.outbox.at(-1)).toMatchObject({ to: VICTIM, subject: 'Confirm your e-mail address for Pitchside' });
  expect(world.outbox.at(-1)?.text).toContain('/admin/confirm-email?token=');
});

it('an invitation to the address cannot be accepted with the account of whoever signed up with it first', async () => {
  const { world, adaActor, squatter } = await squattedWorld();
  await sendInvite(world.ports, adaActor, undefined, { email: VICTIM, role: 'admin' });
  await expect(answerInvite(world.ports, { answer: 'accept', token: world.linkToken(VICTIM) })).rejects.toMatchObject({ status: 409, code: 'email_unverified' });
  expect(world.accounts.get(squatter.uid)?.roles).toEqual(['admin']); // their own organization's only
  expect([...world.memberships.values()].filter((membership) => membership.uid === squatter.uid)).toHaveLength(1);
});

it("the address's owner takes the account over with a password reset: verified, every other session ended, then the invitation is theirs", async () => {
  const { world, adaActor, squatter } = await squattedWorld();
  await sendInvite(world.ports, adaActor, undefined, { email: VICTIM, role: 'coach' });
  const inviteToken = world.linkToken(VICTIM);
  await forgotPassword(world.ports, { email: VICTIM });
  await resetPassword(world.ports, { token: world.linkToken(VICTIM), password: 'Owner1234' });
  const account = world.accounts.get(squatter.uid);
  expect(account).toMatchObject({ emailVerified: true, password: 'Owner1234', sessions: 0 });
  await answerInvite(world.ports, { answer: 'accept', token: inviteToken });
  expect(world.accounts.get(squatter.uid)?.roles).toEqual(['admin', 'coach']);
});

it('the confirmation link works once, and a wrong or superseded one confirms nothing', async () => {
  const world = inMemoryAccountsPorts();
  const signedUp = await signUp(world.ports, { email: 'cy@club.test', displayName: 'Cy', organizationName: 'Cy Cup', password: PASSWORD });
  const token = world.linkToken('cy@club.test');
  await expect(confirmEmail(world.ports, { token: 'not-the-token' })).rejects.toMatchObject({ status: 404, message: MESSAGES.confirmLinkInvalid });
  expect(world.accounts.get(signedUp.uid)?.emailVerified).toBe(false);
  await expect(confirmEmail(world.ports, { token })).resolves.toEqual({ message: MESSAGES.emailConfirmed });
  expect(world.accounts.get(signedUp.uid)?.emailVerified).toBe(true);
  await expect(confirmEmail(world.ports, { token })).rejects.toMatchObject({ status: 404 });
});

it("an admin-made account's address is unproved until its owner resets the password", async () => {
  const world = inMemoryAccountsPorts();
  const signedUp = await signUp(world.ports, { email: 'dee@club.test', displayName: 'Dee', organizationName: 'Dee Cup', password: PASSWORD });
  const actor: Actor = { uid: signedUp.uid, email: signedUp.email, displayName: 'Dee', roles: ['admin'] };
  const { user } = await createUser(world.ports, actor, undefined, { email: 'eli@club.test', password: PASSWORD, displayName: 'Eli', role: { coach: true } });
  expect(world.accounts.get(user.uid)?.emailVerified).toBe(false);
});
