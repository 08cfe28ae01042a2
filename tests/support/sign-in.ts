import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { LocalCloudHandle } from './local-cloud-handle';
import type { Role } from '@pitchside/shared';
import { demoAccount } from '../../infra/local/demo-accounts';

export interface Tokens {
  idToken: string;
  accessToken: string;
  refreshToken: string;
}

/** Signs in the way the web app does (USER_PASSWORD_AUTH), through the real Cognito client. */
export async function signIn(cloud: LocalCloudHandle, email: string, password: string): Promise<Tokens> {
  const client = new CognitoIdentityProviderClient({ endpoint: cloud.cognitoEndpoint, region: 'eu-west-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const result = await client.send(new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: cloud.resources.userPoolClientId, AuthParameters: { USERNAME: email, PASSWORD: password } }));
  const auth = result.AuthenticationResult;
  if (!auth?.IdToken || !auth.AccessToken || !auth.RefreshToken) throw new Error('Sign-in returned no tokens');
  return { idToken: auth.IdToken, accessToken: auth.AccessToken, refreshToken: auth.RefreshToken };
}

/** The id token of one of the seeded demo accounts (infra/local/demo-accounts.ts), signed in as above. */
export async function signInDemo(cloud: LocalCloudHandle, role: Role): Promise<string> {
  const account = demoAccount(role);
  return (await signIn(cloud, account.email, account.password)).idToken;
}
