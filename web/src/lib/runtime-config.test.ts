import { describe, expect, it } from '@jest/globals';
import { absoluteUrl, joinUrl, loadRuntimeConfig } from './runtime-config';

const config = {
  region: 'eu-west-1',
  userPoolId: 'local_abc',
  userPoolClientId: 'client',
  apiBaseUrl: '/api',
  wsUrl: '/ws',
  cognitoEndpoint: '/cognito',
  stage: 'local',
};

function fakeFetch(status: number, body: string, contentType: string): typeof fetch {
  return async () => new Response(body, { status, headers: { 'content-type': contentType } });
}

describe('loadRuntimeConfig', () => {
  it('parses /config.json with the shared schema', async () => {
    await expect(loadRuntimeConfig(fakeFetch(200, JSON.stringify(config), 'application/json'))).resolves.toEqual(config);
  });

  it('fails clearly when the SPA fallback answers with HTML', async () => {
    await expect(loadRuntimeConfig(fakeFetch(200, '<!doctype html>', 'text/html'))).rejects.toThrow('Could not load /config.json');
  });

  it('rejects a config without the pool ids', async () => {
    const { userPoolId: _, ...missing } = config;
    await expect(loadRuntimeConfig(fakeFetch(200, JSON.stringify(missing), 'application/json'))).rejects.toThrow();
  });
});

describe('urls', () => {
  it('resolves config paths against the app origin and keeps absolute URLs', () => {
    expect(absoluteUrl('/cognito', 'http://localhost:5173')).toBe('http://localhost:5173/cognito');
    expect(absoluteUrl('https://cognito-idp.eu-west-1.amazonaws.com/', 'http://localhost:5173')).toBe('https://cognito-idp.eu-west-1.amazonaws.com/');
  });

  it('joins the API base and a path', () => {
    expect(joinUrl('/api', '/me')).toBe('/api/me');
    expect(joinUrl('/api/', 'me')).toBe('/api/me');
    expect(joinUrl('https://x.test/api', '/auth/update-user')).toBe('https://x.test/api/auth/update-user');
  });
});
