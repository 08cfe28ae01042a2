import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { TOKEN_REFRESH_INTERVAL_MS } from '@pitchside/shared';
import { createAuthStore, type AuthGateway, type AuthUser } from './auth-store';
import { clearedTokenCookie, keepTokenCookie, tokenCookie, type IdToken } from './token-cookie';

const NOW = Date.UTC(2026, 4, 1, 12, 0, 0);
const alex: AuthUser = { sub: 'u-1', email: 'admin@demo.pitchside.test', roles: ['admin'] };

describe('token cookie', () => {
  it('holds the ID token for its remaining life, on every path, Secure and SameSite=Lax', () => {
    expect(tokenCookie({ jwt: 'a.b.c', expiresAt: NOW / 1000 + 3600 }, NOW)).toBe('token=a.b.c; Path=/; Max-Age=3600; Secure; SameSite=Lax');
  });

  it('never has a negative life, and is deleted with Max-Age=0', () => {
    expect(tokenCookie({ jwt: 'a.b.c', expiresAt: NOW / 1000 - 5 }, NOW)).toContain('Max-Age=0;');
    expect(clearedTokenCookie()).toBe('token=; Path=/; Max-Age=0; Secure; SameSite=Lax');
  });
});

describe('keepTokenCookie', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: NOW });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  function setup(initial?: AuthUser) {
    let session = initial;
    let issued = 0;
    const gateway: AuthGateway = {
      currentUser: async () => session,
      signIn: async () => {
        session = alex;
      },
      signOut: async () => {
        session = undefined;
      },
      refresh: async () => undefined,
      onSessionChange: () => () => {},
    };
    const auth = createAuthStore(gateway);
    const cookies: string[] = [];
    const forced: boolean[] = [];
    const readToken = async (forceRefresh: boolean): Promise<IdToken | undefined> => {
      forced.push(forceRefresh);
      if (!session) return undefined;
      if (forceRefresh) issued += 1;
      return { jwt: `jwt-${issued}`, expiresAt: Math.floor(Date.now() / 1000) + 3600 };
    };
    const stop = keepTokenCookie({ auth, readToken, writeCookie: (cookie) => cookies.push(cookie) });
    return { auth, cookies, forced, stop };
  }

  const flush = async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  };

  it('writes the cookie after sign-in and refreshes it every 10 minutes with a forced refresh', async () => {
    const { auth, cookies, forced, stop } = setup();
    await auth.load();
    expect(cookies).toEqual([clearedTokenCookie()]);

    await auth.signIn('admin@demo.pitchside.test', 'Secret123');
    await flush();
    expect(cookies.at(-1)).toBe('token=jwt-0; Path=/; Max-Age=3600; Secure; SameSite=Lax');

    await jest.advanceTimersByTimeAsync(TOKEN_REFRESH_INTERVAL_MS);
    await flush();
    expect(forced.at(-1)).toBe(true);
    expect(cookies.at(-1)).toBe('token=jwt-1; Path=/; Max-Age=3600; Secure; SameSite=Lax');

    await jest.advanceTimersByTimeAsync(TOKEN_REFRESH_INTERVAL_MS);
    await flush();
    expect(cookies.at(-1)).toMatch(/^token=jwt-2;/);
    stop();
  });

  it('deletes the cookie on sign-out and stops refreshing', async () => {
    const { auth, cookies, forced, stop } = setup(alex);
    await auth.load();
    await flush();
    expect(cookies.at(-1)).toMatch(/^token=jwt-0;/);

    await auth.signOut();
    expect(cookies.at(-1)).toBe(clearedTokenCookie());
    const reads = forced.length;
    await jest.advanceTimersByTimeAsync(3 * TOKEN_REFRESH_INTERVAL_MS);
    expect(forced.length).toBe(reads);
    stop();
  });
});
