import { describe, expect, it } from '@jest/globals';
import type { Locale } from '@pitchside/shared';
import type { AuthState } from '../features/auth/auth-store';
import { followProfileLanguage } from './follow-profile-language';

function fakeAuth(initial: AuthState) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: AuthState) {
      state = next;
      for (const listener of listeners) listener();
    },
  };
}

const signedIn = (sub: string): AuthState => ({ status: 'signedIn', user: { sub, email: `${sub}@example.com`, roles: ['coach'] } });
const settle = () => new Promise((resolve) => setImmediate(resolve));

function follow(auth: ReturnType<typeof fakeAuth>, profiles: Record<string, Locale | undefined>) {
  const adopted: Locale[] = [];
  const reads: string[] = [];
  followProfileLanguage({
    auth,
    languages: { adopt: async (language) => void adopted.push(language) },
    profileLanguage: async () => {
      const state = auth.getState();
      const sub = state.status === 'signedIn' ? state.user.sub : '';
      reads.push(sub);
      return profiles[sub];
    },
  });
  return { adopted, reads };
}

describe('the language saved on the profile follows the person to this device', () => {
  it('is shown as soon as someone signs in, whatever page they land on', async () => {
    const auth = fakeAuth({ status: 'signedOut' });
    const { adopted } = follow(auth, { coach: 'sv' });
    auth.set(signedIn('coach'));
    await settle();
    expect(adopted).toEqual(['sv']);
  });

  it('is shown when the app opens with a stored session', async () => {
    const { adopted } = follow(fakeAuth(signedIn('coach')), { coach: 'de' });
    await settle();
    expect(adopted).toEqual(['de']);
  });

  it('leaves the device’s language alone for a profile without one', async () => {
    const auth = fakeAuth({ status: 'loading' });
    const { adopted, reads } = follow(auth, {});
    auth.set(signedIn('referee'));
    await settle();
    expect({ adopted, reads }).toEqual({ adopted: [], reads: ['referee'] });
  });

  it('reads the profile once per sign-in, and again for the next person', async () => {
    const auth = fakeAuth({ status: 'signedOut' });
    const { adopted, reads } = follow(auth, { coach: 'sv', medic: 'fr' });
    auth.set(signedIn('coach'));
    auth.set(signedIn('coach'));
    await settle();
    auth.set({ status: 'signedOut' });
    auth.set(signedIn('medic'));
    await settle();
    expect({ adopted, reads }).toEqual({ adopted: ['sv', 'fr'], reads: ['coach', 'medic'] });
  });

  it('does not show the language of someone who signed out before their profile arrived', async () => {
    const auth = fakeAuth(signedIn('coach'));
    const { adopted } = follow(auth, { coach: 'es' });
    auth.set({ status: 'signedOut' });
    await settle();
    expect(adopted).toEqual([]);
  });
});
