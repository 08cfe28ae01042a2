import { TOKEN_REFRESH_INTERVAL_MS } from '@pitchside/shared';
import type { AuthStore } from './auth-store';

/** Spec §7: the ID token is written to a cookie named `token` (path /) and refreshed every 10 minutes. */
export const TOKEN_COOKIE = 'token';

export interface IdToken {
  jwt: string;
  /** The token's `exp` claim: seconds since the epoch. */
  expiresAt: number;
}

/** `token=<jwt>; Path=/; Max-Age=<remaining life>; Secure; SameSite=Lax`. */
export function tokenCookie(token: IdToken, nowMs: number): string {
  const maxAge = Math.max(0, Math.floor(token.expiresAt - nowMs / 1000));
  return `${TOKEN_COOKIE}=${token.jwt}; Path=/; Max-Age=${maxAge}; Secure; SameSite=Lax`;
}

/** Deletes the cookie (same name, path and attributes, no life left). */
export function clearedTokenCookie(): string {
  return `${TOKEN_COOKIE}=; Path=/; Max-Age=0; Secure; SameSite=Lax`;
}

export interface TokenCookieDeps {
  auth: AuthStore;
  /** The current ID token; with `forceRefresh` a new one from the refresh token. Undefined when signed out. */
  readToken(forceRefresh: boolean): Promise<IdToken | undefined>;
  writeCookie(cookie: string): void;
  now?: () => number;
  intervalMs?: number;
}

/**
 * Keeps the `token` cookie in step with the session: written after sign-in and after every refresh (each
 * session change notifies the auth store, Amplify's background refreshes included), refreshed every
 * TOKEN_REFRESH_INTERVAL_MS while signed in, deleted on sign-out. The API's credential stays the bearer
 * header; the cookie is the spec's contract for whatever reads it. Returns a stop function.
 */
export function keepTokenCookie({ auth, readToken, writeCookie, now = Date.now, intervalMs = TOKEN_REFRESH_INTERVAL_MS }: TokenCookieDeps): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;

  const clear = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
    // Always: a cookie may be left from an earlier visit whose sign-out this page never saw.
    writeCookie(clearedTokenCookie());
  };

  const write = async (forceRefresh: boolean) => {
    let token: IdToken | undefined;
    try {
      token = await readToken(forceRefresh);
    } catch {
      token = undefined;
    }
    // A sign-out may have happened while the token was read.
    if (token && auth.isSignedIn()) {
      writeCookie(tokenCookie(token, now()));
    } else if (!auth.isSignedIn()) {
      clear();
    }
  };

  const sync = () => {
    const { status } = auth.getState();
    if (status === 'signedIn') {
      void write(false);
      timer ??= setInterval(() => void write(true), intervalMs);
    } else if (status === 'signedOut') {
      clear();
    }
  };

  const unsubscribe = auth.subscribe(sync);
  sync();
  return () => {
    unsubscribe();
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };
}
