import { runtimeConfigSchema } from '@pitchside/shared';
import { DEMO_ACCOUNTS, DEMO_ORGANIZATION, demoAccount } from '../../infra/local/demo-accounts';
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
    // The profile's language is there once the person has chosen one (another suite chooses for the medic).
    const { language, ...me } = (await response.json()) as { language?: string };
    expect([undefined, 'en', 'sv', 'de', 'es', 'fr']).toContain(language);
    expect(me).toEqual({
      uid: expect.stringMatching(/.+/),
      email: account.email,
      displayName: account.displayName,
      role: { [role]: true },
      organizations: [{ orgId: DEMO_ORGANIZATION.orgId, name: DEMO_ORGANIZATION.name, role: { [role]: true } }],
    });
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
    const html = await response.text();
    // Only the HTML, its CSS and prefetch.js come before the first paint: prefetch.js then preloads the
    // entry's chunks and runs the entry (web/vite.config.ts).
    const loader = /<script src="\/prefetch\.js" data-entry="([^"]+\.js)" data-preload="([^"]*)"/.exec(html);
    const entry = loader?.[1] ?? '';
    const chunks = (loader?.[2] ?? '').split(' ').filter(Boolean);
    expect(chunks.length).toBeGreaterThan(1);
    expect(html).not.toMatch(/modulepreload|<script type="module"/);
    for (const file of [entry, ...chunks]) expect((await api(file)).status).toBe(200);
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

describe('sign-in throttling', () => {
  const initiateAuth = (username: string, password: string) =>
    api('/cognito', {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
      body: JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: cloud.resources.userPoolClientId, AuthParameters: { USERNAME: username, PASSWORD: password } }),
    });

  it('answers a wrong password as Cognito does, then refuses further tries once the limit is reached', async () => {
    const username = `throttled-${Date.now()}@example.test`;
    const answers: string[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) answers.push(((await (await initiateAuth(username, 'Wrong1234')).json()) as { __type: string }).__type);
    expect(answers.slice(0, 5).every((type) => type === 'UserNotFoundException' || type === 'NotAuthorizedException')).toBe(true);
    expect(answers[5]).toBe('TooManyRequestsException');

    const medic = demoAccount('medic');
    expect(((await (await initiateAuth(medic.email, 'Wrong1234')).json()) as { __type: string }).__type).toBe('NotAuthorizedException');
    expect((await initiateAuth(medic.email, medic.password)).status).toBe(200);
  });
});
