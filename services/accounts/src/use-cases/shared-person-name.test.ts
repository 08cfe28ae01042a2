import type { Actor } from '@pitchside/core';
import { inMemoryAccountsPorts } from '../testing/in-memory-ports';
import { answerInvite } from './answer-invite';
import { sendInvite } from './send-invite';
import { signUp } from './sign-up';
import { updateUser } from './update-user';

const PASSWORD = 'Secret123';
const admin = (uid: string, email: string): Actor => ({ uid, email, displayName: email, roles: ['admin'] });

async function sharedReferee() {
  const world = inMemoryAccountsPorts();
  const ada = await signUp(world.ports, { email: 'ada@club.test', displayName: 'Ada', organizationName: 'Ada Cup', password: PASSWORD });
  const bo = await signUp(world.ports, { email: 'bo@other.test', displayName: 'Bo', organizationName: 'Other Cup', password: PASSWORD });
  await sendInvite(world.ports, admin(ada.uid, ada.email), undefined, { email: 'rita@ref.test', role: 'referee' });
  await answerInvite(world.ports, { answer: 'accept', token: world.linkToken('rita@ref.test'), displayName: 'Rita Referee', password: PASSWORD });
  await sendInvite(world.ports, admin(bo.uid, bo.email), undefined, { email: 'rita@ref.test', role: 'referee' });
  await answerInvite(world.ports, { answer: 'accept', token: world.linkToken('rita@ref.test') });
  const rita = [...world.memberships.values()].find((membership) => membership.email === 'rita@ref.test');
  return { world, ada, bo, ritaUid: rita?.uid ?? '' };
}

it("an admin's rename of a person who works for other organizations too changes the name only in the admin's organization", async () => {
  const { world, ada, bo, ritaUid } = await sharedReferee();
  await updateUser(world.ports, admin(bo.uid, bo.email), undefined, { uid: ritaUid, properties: { displayName: 'Impostor Name' } });
  const names = Object.fromEntries([...world.memberships.values()].filter((membership) => membership.uid === ritaUid).map((membership) => [membership.orgId, membership.displayName]));
  expect(names).toEqual({ [ada.orgId]: 'Rita Referee', [bo.orgId]: 'Impostor Name' });
  expect(world.users.get(ritaUid)?.displayName).toBe('Rita Referee');
  expect(world.accounts.get(ritaUid)?.displayName).toBe('Rita Referee');
});

it("an admin's rename of someone who belongs to their organization alone is the person's name", async () => {
  const world = inMemoryAccountsPorts();
  const ada = await signUp(world.ports, { email: 'ada@club.test', displayName: 'Ada', organizationName: 'Ada Cup', password: PASSWORD });
  await sendInvite(world.ports, admin(ada.uid, ada.email), undefined, { email: 'cy@club.test', role: 'coach' });
  await answerInvite(world.ports, { answer: 'accept', token: world.linkToken('cy@club.test'), displayName: 'Cy', password: PASSWORD });
  const cy = [...world.memberships.values()].find((membership) => membership.email === 'cy@club.test');
  await updateUser(world.ports, admin(ada.uid, ada.email), undefined, { uid: cy?.uid ?? '', properties: { displayName: 'Cyrus' } });
  expect(world.users.get(cy?.uid ?? '')?.displayName).toBe('Cyrus');
  expect(world.accounts.get(cy?.uid ?? '')?.displayName).toBe('Cyrus');
});
