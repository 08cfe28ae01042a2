import type { Actor } from '@pitchside/core';
import { inMemoryAccountsPorts } from '../testing/in-memory-ports';
import { signUp } from './sign-up';
import { updateProfile } from './update-profile';

/** Issue 20: the language a person picks is kept on their profile, beside their name and phone. */
describe('the profile keeps its language', () => {
  async function ada() {
    const world = inMemoryAccountsPorts();
    const user = await signUp(world.ports, { email: 'ada@club.test', displayName: 'Ada Lovelace', organizationName: 'Ada Cup', password: 'Secret123' });
    const actor: Actor = { uid: user.uid, email: user.email, displayName: 'Ada Lovelace', roles: ['admin'] };
    return { world, actor };
  }

  it('stores a chosen language and answers it in the profile', async () => {
    const { world, actor } = await ada();
    const me = await updateProfile(world.ports, actor, { language: 'sv' });
    expect(me.language).toBe('sv');
    expect((await world.ports.users.findByUid(actor.uid))?.language).toBe('sv');
  });

  it('keeps the language when only the name changes, and the name when only the language does', async () => {
    const { world, actor } = await ada();
    await updateProfile(world.ports, actor, { language: 'de' });
    expect((await updateProfile(world.ports, actor, { displayName: 'Ada King' })).language).toBe('de');
    const me = await updateProfile(world.ports, actor, { language: 'fr' });
    expect(me).toMatchObject({ displayName: 'Ada King', language: 'fr' });
  });
});
