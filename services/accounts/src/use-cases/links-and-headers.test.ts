import { signUpInputSchema } from '@pitchside/shared';
import type { Actor } from '@pitchside/core';
import { headerText } from '../mail/templates';
import { inMemoryAccountsPorts } from '../testing/in-memory-ports';
import { forgotPassword } from './forgot-password';
import { resetPassword } from './reset-password';
import { sendInvite } from './send-invite';
import { signUp } from './sign-up';

/** Issue 15: old reset links stop working, and a typed name never becomes a second mail header. */
describe('password reset links', () => {
  it('a new link revokes the older ones, and a completed reset leaves none working', async () => {
    const world = inMemoryAccountsPorts();
    await signUp(world.ports, { email: 'ada@club.test', displayName: 'Ada Lovelace', organizationName: 'Ada Cup', password: 'Secret123' });
    await forgotPassword(world.ports, { email: 'ada@club.test' });
    const first = world.linkToken('ada@club.test');
    await forgotPassword(world.ports, { email: 'ada@club.test' });
    const second = world.linkToken('ada@club.test');
    await expect(resetPassword(world.ports, { token: first, password: 'Brandnew1' })).rejects.toMatchObject({ status: 404 });
    await expect(resetPassword(world.ports, { token: second, password: 'Brandnew1' })).resolves.toBeDefined();
    await expect(resetPassword(world.ports, { token: first, password: 'Another12' })).rejects.toMatchObject({ status: 404 });
    await expect(resetPassword(world.ports, { token: second, password: 'Another12' })).rejects.toMatchObject({ status: 404 });
  });
});

describe('names in e-mail subjects', () => {
  it('sign-up refuses an organization name with a line break', () => {
    const result = signUpInputSchema.safeParse({ email: 'x@y.test', displayName: 'Xavier', organizationName: 'Evil\r\nBcc: everyone@x.test', password: 'Valid1234' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['organizationName']);
  });

  it('an organization name stored with CR/LF reaches the Subject as one line', async () => {
    expect(headerText('Evil\r\nBcc: everyone@x.test')).toBe('Evil Bcc: everyone@x.test');
    const world = inMemoryAccountsPorts();
    const ada = await signUp(world.ports, { email: 'ada@club.test', displayName: 'Ada Lovelace', organizationName: 'Ada Cup', password: 'Secret123' });
    world.organizations.set(ada.orgId, { ...(world.organizations.get(ada.orgId) as NonNullable<ReturnType<typeof world.organizations.get>>), name: 'Ada\r\nBcc: all@x.test' });
    const actor: Actor = { uid: ada.uid, email: ada.email, displayName: 'Ada', roles: ['admin'] };
    await sendInvite(world.ports, actor, undefined, { email: 'lea@new.test', role: 'coach' });
    expect(world.outbox.at(-1)?.subject).toBe('Ada Lovelace invited you to Ada Bcc: all@x.test on Pitchside');
    expect(world.outbox.at(-1)?.subject).not.toMatch(/[\r\n]/);
  });
});
