import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { CognitoIdentityProviderClient, ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import { ENV } from '@pitchside/shared';
import { contentSecurityPolicy } from '../../infra/security-headers';
import { apiClient, uniqueEmail } from '../support/api-client';
import { localCloudHandle } from '../support/local-cloud-handle';

/** The local cloud is not an open door: issue 15's findings about the gateway and the emulators. */
jest.setTimeout(60_000);
const cloud = localCloudHandle();
const call = apiClient(cloud);
const cognito = (target: string, body: unknown) =>
  fetch(`${cloud.url}/cognito`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${target}` },
    body: JSON.stringify(body),
  });

/** Whether something accepts TCP connections on host:port (refused or unreachable: false). */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolvePromise) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolvePromise(true);
    });
    socket.once('error', () => resolvePromise(false));
  });
}

describe('every part of the local cloud listens on loopback only', () => {
  const ports = () => {
    const urls = [
      cloud.url,
      process.env.AWS_ENDPOINT_URL_DYNAMODB,
      process.env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER,
      process.env.AWS_ENDPOINT_URL_SQS,
      process.env.AWS_ENDPOINT_URL_S3,
      process.env.AWS_ENDPOINT_URL_SESV2,
      process.env[ENV.stripeApiUrl],
    ];
    return urls.map((url) => Number(new URL(url ?? 'http://missing').port));
  };

  it('is reachable on 127.0.0.1 and refuses on every other address of this machine', async () => {
    const external = Object.values(networkInterfaces())
      .flat()
      .filter((address) => address && !address.internal && address.family === 'IPv4')
      .map((address) => address!.address);
    // A machine without a network has nothing to refuse on; the loopback half still holds.
    for (const port of ports()) {
      expect(port).toBeGreaterThan(0);
      expect({ port, loopback: await accepts('127.0.0.1', port) }).toEqual({ port, loopback: true });
      for (const address of external) expect({ port, address, open: await accepts(address, port) }).toEqual({ port, address, open: false });
    }
  });
});

describe('the identity endpoint forwards only what the sign-in pages use', () => {
  it('refuses admin and sign-up operations that cognito-local would run without credentials', async () => {
    const email = uniqueEmail('intruder');
    const attempts: [string, unknown][] = [
      ['ListUsers', { UserPoolId: cloud.resources.userPoolId }],
      ['AdminSetUserPassword', { UserPoolId: cloud.resources.userPoolId, Username: 'admin@demo.pitchside.test', Password: 'Owned1234', Permanent: true }],
      ['AdminAddUserToGroup', { UserPoolId: cloud.resources.userPoolId, Username: 'coach@demo.pitchside.test', GroupName: 'admin' }],
      ['SignUp', { ClientId: cloud.resources.userPoolClientId, Username: email, Password: 'x' }],
      ['AdminCreateUser', { UserPoolId: cloud.resources.userPoolId, Username: email }],
      ['', {}],
    ];
    for (const [target, body] of attempts) {
      const response = await cognito(target, body);
      expect({ target, status: response.status }).toEqual({ target, status: 400 });
      expect(((await response.json()) as { __type: string }).__type).toBe('AccessDeniedException');
    }
    const adminInitiated = await cognito('InitiateAuth', { AuthFlow: 'ADMIN_USER_PASSWORD_AUTH', ClientId: cloud.resources.userPoolClientId, AuthParameters: { USERNAME: 'a', PASSWORD: 'b' } });
    expect(adminInitiated.status).toBe(400);
    // Nobody was created or changed: the demo admin still signs in with the demo password.
    const demo = await cognito('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: cloud.resources.userPoolClientId,
      AuthParameters: { USERNAME: 'admin@demo.pitchside.test', PASSWORD: 'Pitchside2026' },
    });
    expect(demo.status).toBe(200);
  });

  it('answers a body that is not JSON with a 400, not a crash', async () => {
    const response = await fetch(`${cloud.url}/cognito`, { method: 'POST', headers: { 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' }, body: '{not json' });
    expect(response.status).toBe(400);
  });
});

describe('sign-in lockout', () => {
  it('counts failures per user: after five on the e-mail, the internal user name is locked out too', async () => {
    const email = uniqueEmail('lockout');
    const password = 'Lockout2026';
    expect((await call('POST', '/api/auth/signup', { body: { email, displayName: 'Lou Lock', organizationName: 'Lockout FC', password } })).status).toBe(201);
    const client = new CognitoIdentityProviderClient({ endpoint: cloud.cognitoEndpoint, region: 'eu-west-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
    const listed = await client.send(new ListUsersCommand({ UserPoolId: cloud.resources.userPoolId, Filter: `email = "${email}"` }));
    const username = listed.Users?.[0]?.Username as string;
    expect(username).toBeTruthy();
    expect(username).not.toBe(email);
    const signIn = async (name: string, secret: string) => {
      const response = await cognito('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: cloud.resources.userPoolClientId, AuthParameters: { USERNAME: name, PASSWORD: secret } });
      return response.ok ? 'signed-in' : ((await response.json()) as { __type: string }).__type;
    };
    for (let attempt = 0; attempt < 5; attempt += 1) expect(await signIn(email, 'Wrong1234')).toBe('NotAuthorizedException');
    expect(await signIn(username, password)).toBe('TooManyRequestsException');
    expect(await signIn(email.toUpperCase(), password)).toBe('TooManyRequestsException');
  });
});

describe('the security headers CloudFront adds', () => {
  it('are on the app, the API and the runtime config, with the same CSP definition as the web stack', async () => {
    const csp = contentSecurityPolicy([process.env.AWS_ENDPOINT_URL_S3 as string]);
    for (const path of ['/signin', '/api/health', '/config.json', '/no-such-file.js']) {
      const response = await fetch(`${cloud.url}${path}`);
      expect({ path, csp: response.headers.get('content-security-policy') }).toEqual({ path, csp });
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
    expect(csp).toContain("frame-ancestors 'none'");
  });
});
