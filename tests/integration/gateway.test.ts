import { runtimeConfigSchema } from '@pitchside/shared';
import { DEMO_ACCOUNTS, demoAccount } from '../../infra/local/demo-accounts';
import { localCloudHandle } from '../support/local-cloud-handle';
import { signIn } from '../support/sign-in';

const cloud = localCloudHandle();
const api = (path: string, init?: RequestInit) => fetch(`${cloud.url}${path}`, init);

describe('the local gateway', () => {
  it('answers the health check without a token', async () => {
    const response = await api('/api/health');
    expect(response.status).toBe(200);
    await expect(response.json()).resolves.toEqual({ status: 'ok' });
  });

  it('refuses /api/me without a token, with a JSON error body, as the JWT authorizer does', async () => {
    const response = await api('/api/me');
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toMatch(/json/);
    await expect(response.json()).resolves.toEqual({ message: 'Unauthorized' });
  });

  it('refuses a forged or tampered token', async () => {
    const { idToken } = await signIn(cloud, demoAccount('coach').email, demoAccount('coach').password);
    const [header, payload, signature] = idToken.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, 'cognito:groups': ['admin'] })).toString('base64url');
    for (const token of [`${header}.${forged}.${signature}`, 'not-a-jwt']) {
      const response = await api('/api/me', { headers: { authorization: `Bearer ${token}` } });
      expect(response.status).toBe(401);
    }
  });

  it.each(DEMO_ACCOUNTS.map((account) => [account.role, account] as const))('tells the signed-in %s who they are', async (role, account) => {
    const { idToken } = await signIn(cloud, account.email, account.password);
    const response = await api('/api/me', { headers: { authorization: `Bearer ${idToken}` } });
    expect(response.status).toBe(200);
    const me = (await response.json()) as { uid: string; email: string; displayName: string; role: Record<string, boolean> };
    expect(me).toEqual({ uid: expect.stringMatching(/.+/), email: account.email, displayName: account.displayName, role: { [role]: true } });
  });

  it('answers unknown API paths with 404, not the web app', async () => {
    const response = await api('/api/no-such-thing');
    expect(response.status).toBe(404);
  });

  it('serves the runtime config the web app boots from', async () => {
    const config = runtimeConfigSchema.parse(await (await api('/config.json')).json());
    expect(config).toMatchObject({ userPoolId: cloud.resources.userPoolId, userPoolClientId: cloud.resources.userPoolClientId, apiBaseUrl: '/api', wsUrl: '/ws' });
  });

  it('serves the web app for client-side routes', async () => {
    const response = await api('/signin');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(await response.text()).toMatch(/<script[^>]+type="module"/);
  });
});

describe('the identity endpoint on the app origin', () => {
  it('refreshes tokens through GetTokensFromRefreshToken, which the emulator alone lacks', async () => {
    const admin = demoAccount('admin');
    const { refreshToken } = await signIn(cloud, admin.email, admin.password);
    const response = await api('/cognito', {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.GetTokensFromRefreshToken' },
      body: JSON.stringify({ ClientId: cloud.resources.userPoolClientId, RefreshToken: refreshToken }),
    });
    expect(response.status).toBe(200);
    const { AuthenticationResult } = (await response.json()) as { AuthenticationResult: { IdToken: string } };
    const me = await api('/api/me', { headers: { authorization: `Bearer ${AuthenticationResult.IdToken}` } });
    await expect(me.json()).resolves.toMatchObject({ email: admin.email, role: { admin: true } });
  });
});
