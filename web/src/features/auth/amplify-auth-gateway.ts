import { amplifyIfSession, loadAmplify, onAmplifyLoad } from '../../lib/amplify';
import { userFromClaims, type AuthGateway } from './auth-store';
import type { IdToken } from './token-cookie';

/** Thrown when Cognito wants another step (new password, MFA …) that this app does not offer yet. */
export class SignInIncompleteError extends Error {
  override readonly name = 'SignInIncompleteError';

  constructor(readonly step: string) {
    super(`Sign-in needs another step: ${step}`);
  }
}

const SESSION_EVENTS = new Set(['signedIn', 'signedOut', 'tokenRefresh', 'tokenRefresh_failure']);

/**
 * Amplify v6 (Cognito user pool) behind the AuthGateway port. Amplify is loaded lazily (lib/amplify): reading
 * the session loads it only when one is stored in this browser; signing in always does. The runtime config
 * must be set first.
 */
export function amplifyAuthGateway(): AuthGateway {
  return {
    async currentUser() {
      try {
        const amplify = await amplifyIfSession();
        if (!amplify) return undefined;
        const { tokens } = await amplify.auth.fetchAuthSession();
        return tokens?.idToken ? userFromClaims(tokens.idToken.payload) : undefined;
      } catch {
        return undefined;
      }
    },
    async signIn(email, password) {
      const { auth } = await loadAmplify();
      // USER_PASSWORD_AUTH: the local Cognito emulator has no SRP (Amplify's default flow).
      const { isSignedIn, nextStep } = await auth.signIn({
        username: email,
        password,
        options: { authFlowType: 'USER_PASSWORD_AUTH' },
      });
      if (!isSignedIn) throw new SignInIncompleteError(nextStep.signInStep);
    },
    async signOut() {
      const { auth } = await loadAmplify();
      await auth.signOut();
    },
    async refresh() {
      const { auth } = await loadAmplify();
      await auth.fetchAuthSession({ forceRefresh: true });
    },
    onSessionChange(listener) {
      // Amplify's Hub exists once Amplify is loaded; no session can change before that.
      let stopHub: (() => void) | undefined;
      const stopWaiting = onAmplifyLoad(({ Hub }) => {
        stopHub ??= Hub.listen('auth', ({ payload }) => {
          if (SESSION_EVENTS.has(payload.event)) listener();
        });
      });
      return () => {
        stopWaiting();
        stopHub?.();
      };
    },
  };
}

/** The ID token and its expiry, for the `token` cookie; `forceRefresh` asks Cognito for a new one. */
export async function readIdToken(forceRefresh: boolean): Promise<IdToken | undefined> {
  const amplify = await amplifyIfSession();
  if (!amplify) return undefined;
  const { tokens } = await amplify.auth.fetchAuthSession(forceRefresh ? { forceRefresh: true } : {});
  const idToken = tokens?.idToken;
  const exp = idToken?.payload.exp;
  return idToken && typeof exp === 'number' ? { jwt: idToken.toString(), expiresAt: exp } : undefined;
}
