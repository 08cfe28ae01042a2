import { describe, expect, it } from '@jest/globals';
import { createAuthStore, userFromClaims, type AuthGateway, type AuthUser } from './auth-store';

const alex: AuthUser = { sub: 'u-1', email: 'admin@demo.pitchside.test', roles: ['admin'] };

function fakeGateway(initial?: AuthUser) {
  let session = initial;
  let changed: () => void = () => {};
  const calls: string[] = [];
  const gateway: AuthGateway = {
    currentUser: async () => session,
    async signIn(email, password) {
      calls.push(`signIn:${email}`);
      if (password !== 'right') throw Object.assign(new Error('Incorrect username or password.'), { name: 'NotAuthorizedException' });
      session = alex;
    },
    async signOut() {
      calls.push('signOut');
      session = undefined;
    },
    refresh: async () => undefined,
    onSessionChange(listener) {
      changed = listener;
      return () => {};
    },
  };
  return { gateway, calls, expire: () => ((session = undefined), changed()) };
}

describe('auth store', () => {
  it('starts loading and settles from the stored session', async () => {
    const store = createAuthStore(fakeGateway(alex).gateway);
    expect(store.getState()).toEqual({ status: 'loading' });
    await store.load();
    expect(store.getState()).toEqual({ status: 'signedIn', user: alex });
    expect(store.isSignedIn()).toBe(true);
  });

  it('signs in, notifying subscribers before the promise resolves (guards read it right away)', async () => {
    const store = createAuthStore(fakeGateway().gateway);
    await store.load();
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.getState().status));
    await store.signIn('admin@demo.pitchside.test', 'right');
    expect(store.isSignedIn()).toBe(true);
    expect(seen).toEqual(['signedIn']);
  });

  it("passes the provider's error through and stays signed out", async () => {
    const store = createAuthStore(fakeGateway().gateway);
    await store.load();
    await expect(store.signIn('admin@demo.pitchside.test', 'wrong')).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    expect(store.getState()).toEqual({ status: 'signedOut' });
  });

  it('signs out a previous session before a new sign-in, and on sign-out', async () => {
    const fake = fakeGateway(alex);
    const store = createAuthStore(fake.gateway);
    await store.load();
    await store.signIn('admin@demo.pitchside.test', 'right');
    await store.signOut();
    expect(fake.calls).toEqual(['signOut', 'signIn:admin@demo.pitchside.test', 'signOut']);
    expect(store.getState()).toEqual({ status: 'signedOut' });
  });

  it('follows a session that ends behind its back', async () => {
    const fake = fakeGateway(alex);
    const store = createAuthStore(fake.gateway);
    await store.load();
    fake.expire();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.getState()).toEqual({ status: 'signedOut' });
  });
});

describe('userFromClaims', () => {
  it('keeps the Pitchside roles among the Cognito groups', () => {
    expect(userFromClaims({ sub: 's', email: 'e@x.test', 'cognito:groups': ['admin', 'coach', 'Other'] })).toEqual({
      sub: 's',
      email: 'e@x.test',
      roles: ['admin', 'coach'],
    });
  });

  it('reads groups flattened into a string, and no groups at all', () => {
    expect(userFromClaims({ sub: 's', 'cognito:groups': '[admin referee]' })?.roles).toEqual(['admin', 'referee']);
    expect(userFromClaims({ sub: 's' })?.roles).toEqual([]);
    expect(userFromClaims({ email: 'e@x.test' })).toBeUndefined();
  });
});
