import { fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
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

/** Amplify v6 (Cognito user pool) behind the AuthGateway port. Amplify must be configured first. */
export function amplifyAuthGateway(): AuthGateway {
  return {
    async currentUser() {
      try {
        const { tokens } = await fetchAuthSession();
        return tokens?.idToken ? userFromClaims(tokens.idToken.payload) : undefined;
      } catch {
        return undefined;
      }
    },
    async signIn(email, password) {
      // USER_PASSWORD_AUTH: the local Cognito emulator has no SRP (Amplify's default flow).
      const { isSignedIn, nextStep } = await signIn({
        username: email,
        password,
        options: { authFlowType: 'USER_PASSWORD_AUTH' },
      });
      if (!isSignedIn) throw new SignInIncompleteError(nextStep.signInStep);
    },
    async signOut() {
      await signOut();
    },
    async refresh() {
      await fetchAuthSession({ forceRefresh: true });
    },
    onSessionChange(listener) {
      return Hub.listen('auth', ({ payload }) => {
        if (SESSION_EVENTS.has(payload.event)) listener();
      });
    },
  };
}

/** The ID token and its expiry, for the `token` cookie; `forceRefresh` asks Cognito for a new one. */
export async function readIdToken(forceRefresh: boolean): Promise<IdToken | undefined> {
  const { tokens } = await fetchAuthSession(forceRefresh ? { forceRefresh: true } : {});
  const idToken = tokens?.idToken;
  const exp = idToken?.payload.exp;
  return idToken && typeof exp === 'number' ? { jwt: idToken.toString(), expiresAt: exp } : undefined;
}
