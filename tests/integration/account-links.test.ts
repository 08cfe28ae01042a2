import { ORGANIZATION_HEADER } from '@pitchside/shared';
import { DEMO_ORGANIZATION } from '../../infra/local/demo-accounts';
import { apiClient, uniqueEmail } from '../support/api-client';
import { localCloudHandle } from '../support/local-cloud-handle';
import { linkIn, mailTo, tokenOf } from '../support/mailbox';
import { signIn, signInDemo } from '../support/sign-in';

/** Issue 15: reset links are revoked by newer ones and by a completed reset; a name never forges a mail header. */
const cloud = localCloudHandle();
const call = apiClient(cloud);
const demoOrg = { [ORGANIZATION_HEADER]: DEMO_ORGANIZATION.orgId };

it('a new reset link revokes the older one, and after the reset no link works', async () => {
  const adminToken = await signInDemo(cloud, 'admin');
  const email = uniqueEmail('twice-forgetful');
  expect(
    (await call('POST', '/api/auth/create-user', { token: adminToken, headers: demoOrg, body: { email, password: 'Before123', displayName: 'Twice Forgetful', role: { referee: true } } })).status,
  ).toBe(201);
  const link = async () => {
    expect((await call('POST', '/api/auth/forgot-password', { body: { email } })).status).toBe(200);
    return tokenOf(linkIn((await mailTo(cloud, email)).text, '/admin/reset-password?token='));
  };
  const older = await link();
  const newer = await link();
  expect(newer).not.toBe(older);
  expect((await call('POST', '/api/auth/reset-password', { body: { token: older, password: 'Older1234' } })).status).toBe(404);
  expect((await call('POST', '/api/auth/reset-password', { body: { token: newer, password: 'Newer1234' } })).status).toBe(200);
  expect((await call('POST', '/api/auth/reset-password', { body: { token: older, password: 'Older1234' } })).status).toBe(404);
  await expect(signIn(cloud, email, 'Newer1234')).resolves.toHaveProperty('idToken');
  await expect(signIn(cloud, email, 'Older1234')).rejects.toThrow();
}, 60_000);

it('sign-up refuses an organization name that would put a line break into invitation subjects', async () => {
  const answer = await call<{ fields: Record<string, string> }>('POST', '/api/auth/signup', {
    body: { email: uniqueEmail('crlf'), displayName: 'Carl Feed', organizationName: 'Club\r\nBcc: everyone@example.test', password: 'Valid1234' },
  });
  expect(answer.status).toBe(400);
  expect(Object.keys(answer.body.fields)).toEqual(['organizationName']);
}, 60_000);
