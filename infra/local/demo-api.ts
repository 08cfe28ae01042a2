import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { ORGANIZATION_HEADER } from '@pitchside/shared';
import { DEMO_ORGANIZATION, type DemoAccount } from './demo-accounts';

/**
 * The demo seed calls the product the way the web app does: a demo account signs in with
 * USER_PASSWORD_AUTH and sends its ID token to the gateway's /api. So every row of the demo goes through
 * the route's checks, the use case and the queue consumers, exactly as an organizer's would.
 */
export interface DemoApi {
  call<T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<T>;
}

export interface DemoSession {
  uid: string;
  api: DemoApi;
}

export async function demoSession(gatewayUrl: string, userPoolClientId: string, account: DemoAccount): Promise<DemoSession> {
  // The SDK finds cognito-local through AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER, set by the local cloud.
  const cognito = new CognitoIdentityProviderClient({});
  const answer = await cognito.send(new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: userPoolClientId, AuthParameters: { USERNAME: account.email, PASSWORD: account.password } }));
  const token = answer.AuthenticationResult?.IdToken;
  if (!token) throw new Error(`The demo ${account.role} could not sign in`);
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string };
  return {
    uid: claims.sub,
    api: {
      async call<T>(method: string, path: string, body?: unknown): Promise<T> {
        const response = await fetch(`${gatewayUrl}${path}`, {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            [ORGANIZATION_HEADER]: DEMO_ORGANIZATION.orgId,
            ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          },
          ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        });
        const text = await response.text();
        if (!response.ok) throw new Error(`Demo seed: ${method} ${path} answered ${response.status} ${text.slice(0, 300)}`);
        return (text ? JSON.parse(text) : undefined) as T;
      },
    },
  };
}

/** Asks `probe` until it answers, at most `timeoutMs`: the standings consumer works behind a queue. */
export async function waitFor<T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Demo seed: timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}
