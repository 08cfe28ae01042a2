import { isRole, type Role } from '@pitchside/shared';

/** Who is signed in, as read from the Cognito ID token (the API's /me has the full profile). */
export interface AuthUser {
  sub: string;
  email: string | undefined;
  /** Cognito groups that are Pitchside roles. */
  roles: Role[];
}

export type AuthState = { status: 'loading' } | { status: 'signedIn'; user: AuthUser } | { status: 'signedOut' };

/** What the store needs from the identity provider: Amplify in the app, a fake in unit tests. */
export interface AuthGateway {
  /** The signed-in user, or undefined; never throws. */
  currentUser(): Promise<AuthUser | undefined>;
  /** Resolves once signed in; rejects with the provider's error (its `name` says why). */
  signIn(email: string, password: string): Promise<void>;
  signOut(): Promise<void>;
  /** Asks the provider for fresh tokens (new groups after an invitation was accepted). */
  refresh(): Promise<void>;
  /** Called when the provider's session changes behind our back (token refresh failed, other tab …). */
  onSessionChange(listener: () => void): () => void;
}

/**
 * The auth state as an external store: React reads it with useSyncExternalStore, the router's guards read
 * it synchronously in `beforeLoad` (it is the `auth` of the router context), so a guard never sees a
 * stale React state right after sign-in.
 */
export interface AuthStore {
  getState(): AuthState;
  subscribe(listener: () => void): () => void;
  isSignedIn(): boolean;
  /** Read the session from the provider (at boot, and whenever it changes). */
  load(): Promise<AuthState>;
  signIn(email: string, password: string): Promise<void>;
  signOut(): Promise<void>;
  /** Fresh tokens from the provider, then the state read again (roles may have changed). */
  refresh(): Promise<AuthState>;
}

export function createAuthStore(gateway: AuthGateway): AuthStore {
  let state: AuthState = { status: 'loading' };
  const listeners = new Set<() => void>();

  const set = (next: AuthState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  const load = async (): Promise<AuthState> => {
    const user = await gateway.currentUser();
    set(user ? { status: 'signedIn', user } : { status: 'signedOut' });
    return state;
  };

  gateway.onSessionChange(() => void load());

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isSignedIn: () => state.status === 'signedIn',
    load,
    async signIn(email, password) {
      // The provider refuses a second sign-in while a session exists.
      if (state.status === 'signedIn') await gateway.signOut();
      await gateway.signIn(email, password);
      const next = await load();
      if (next.status !== 'signedIn') throw new Error('Signed in, but no session was stored');
    },
    async signOut() {
      await gateway.signOut();
      set({ status: 'signedOut' });
    },
    async refresh() {
      await gateway.refresh();
      return load();
    },
  };
}

/** The user from ID-token claims; undefined when the claims are not a Pitchside user's. */
export function userFromClaims(claims: Record<string, unknown>): AuthUser | undefined {
  const sub = claims.sub;
  if (typeof sub !== 'string' || sub === '') return undefined;
  const groups = claims['cognito:groups'];
  const names = Array.isArray(groups) ? groups : typeof groups === 'string' ? groups.replace(/^\[|\]$/g, '').split(/[\s,]+/) : [];
  return {
    sub,
    email: typeof claims.email === 'string' ? claims.email : undefined,
    roles: names.filter((name): name is Role => typeof name === 'string' && isRole(name)),
  };
}
