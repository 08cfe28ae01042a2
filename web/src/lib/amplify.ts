import type { RuntimeConfig } from '@pitchside/shared';
import { Amplify } from 'aws-amplify';
import { absoluteUrl } from './runtime-config';

/**
 * Configure Amplify Auth from the runtime config. Locally `cognitoEndpoint` is set (a path on the app's
 * own origin that proxies the Cognito emulator); in AWS it is absent and Amplify talks to Cognito itself.
 * Sign-in uses USER_PASSWORD_AUTH (see `signIn` in features/auth): the emulator has no SRP.
 */
export function configureAmplify(config: RuntimeConfig): void {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        loginWith: { email: true },
        ...(config.cognitoEndpoint ? { userPoolEndpoint: absoluteUrl(config.cognitoEndpoint) } : {}),
      },
    },
  });
}
