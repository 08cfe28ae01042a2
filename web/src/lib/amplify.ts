import type { RuntimeConfig } from '@pitchside/shared';
// Types only (erased): the modules themselves are imported dynamically in loadAmplify.
import type * as AmplifyAuthModule from 'aws-amplify/auth';
import type { Hub as AmplifyHub } from 'aws-amplify/utils';
import { absoluteUrl, getRuntimeConfig } from './runtime-config';

/**
 * Amplify (≈ 35 KB gzip) is loaded the first time auth is needed, never for a spectator: at boot only when a
 * Cognito session is stored or the address is not a public page, else when someone signs in. The chunk is
 * the same one a signed-in page's static `aws-amplify/auth` import uses, so there is one Amplify instance.
 */
export interface AmplifyAuth {
  auth: typeof AmplifyAuthModule;
  Hub: typeof AmplifyHub;
}

/** Amplify's token store: `CognitoIdentityServiceProvider.<clientId>.<user>.idToken` and friends. */
export const COGNITO_STORAGE_PREFIX = 'CognitoIdentityServiceProvider.';

/** Whether this browser holds a Cognito session (possibly expired: Amplify refreshes it). Never throws. */
export function hasStoredSession(storage: Pick<Storage, 'length' | 'key'> | undefined = globalThis.localStorage): boolean {
  try {
    if (!storage) return false;
    for (let index = 0; index < storage.length; index += 1) {
      if (storage.key(index)?.startsWith(COGNITO_STORAGE_PREFIX)) return true;
    }
  } catch {
    // Storage blocked (privacy settings): no stored session we could use either.
  }
  return false;
}

/**
 * Amplify Auth options from the runtime config. Locally `cognitoEndpoint` is set (a path on the app's own
 * origin that proxies the Cognito emulator); in AWS it is absent and Amplify talks to Cognito itself.
 * Sign-in uses USER_PASSWORD_AUTH (see `signIn` in features/auth): the emulator has no SRP.
 */
export function amplifyConfig(config: RuntimeConfig) {
  return {
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        loginWith: { email: true },
        ...(config.cognitoEndpoint ? { userPoolEndpoint: absoluteUrl(config.cognitoEndpoint) } : {}),
      },
    },
  };
}

let loading: Promise<AmplifyAuth> | undefined;
let loaded: AmplifyAuth | undefined;
const loadListeners = new Set<(amplify: AmplifyAuth) => void>();

/** Loads and configures Amplify once (the runtime config must be set); a failed load may be retried. */
export function loadAmplify(): Promise<AmplifyAuth> {
  if (!loading) {
    const started = (async () => {
      const [{ Amplify }, auth, { Hub }] = await Promise.all([import('aws-amplify'), import('aws-amplify/auth'), import('aws-amplify/utils')]);
      Amplify.configure(amplifyConfig(getRuntimeConfig()));
      const amplify = { auth, Hub };
      loaded = amplify;
      for (const listener of loadListeners) listener(amplify);
      return amplify;
    })();
    loading = started;
    started.catch(() => {
      if (loading === started) loading = undefined;
    });
  }
  return loading;
}

/** Whether Amplify has been asked for (loaded or on its way). */
export function amplifyRequested(): boolean {
  return loading !== undefined;
}

/** Calls `listener` once Amplify is loaded (Hub listeners attach then; nothing fires before). */
export function onAmplifyLoad(listener: (amplify: AmplifyAuth) => void): () => void {
  loadListeners.add(listener);
  if (loaded) listener(loaded);
  return () => loadListeners.delete(listener);
}

/**
 * Amplify when there may be a session to read (stored in this browser, or Amplify already in use);
 * undefined for a visitor who never signed in, without loading anything.
 */
export async function amplifyIfSession(): Promise<AmplifyAuth | undefined> {
  if (!amplifyRequested() && !hasStoredSession()) return undefined;
  return loadAmplify();
}
