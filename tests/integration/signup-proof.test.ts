import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { MESSAGES, ORGANIZATION_HEADER } from '@pitchside/shared';
import { DEMO_ORGANIZATION } from '../../infra/local/demo-accounts';
import { apiClient, uniqueEmail } from '../support/api-client';
import { localCloudHandle } from '../support/local-cloud-handle';
import { linkIn, mailTo, tokenOf } from '../support/mailbox';
import { signIn, signInDemo } from '../support/sign-in';

/**
 * Issue 31's first finding, played from outside against the local cloud: somebody signs up with a
 * colleague's address before the colleague is invited. The address is not the account's until a link
 * sent to it comes back, so the invitation's role cannot land on the squatter's account; the colleague
 * takes the account over with a password reset, which ends the squatter's sessions.
 */
const cloud = localCloudHandle();
const call = apiClient(cloud);
const demoOrg = { [ORGANIZATION_HEADER]: DEMO_ORGANIZATION.orgId };

function refresh(refreshToken: string) {
  const client = new CognitoIdentityProviderClient({ endpoint: cloud.cognitoEndpoint, region: 'eu-west-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  return client.send(new InitiateAuthCommand({ AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: cloud.resources.userPoolClientId, AuthParameters: { REFRESH_TOKEN: refreshToken } }));
}

it("an invitation's role does not land on the account of whoever signed up first with the invitee's address", async () => {
  const colleague = uniqueEmail('colleague');
  const signedUp = await call('POST', '/api/auth/signup', { body: { email: colleague, password: 'Squatter1', displayName: 'Not The Colleague', organizationName: 'Squat FC' } });
  expect(signedUp).toMatchObject({ status: 201, body: { message: MESSAGES.signUpConfirmSent } });
  expect((await mailTo(cloud, colleague)).subject).toBe('Confirm your e-mail address for Pitchside');
  const squatter = await signIn(cloud, colleague, 'Squatter1');

  const adminToken = await signInDemo(cloud, 'admin');
  expect((await call('POST', '/api/invites', { token: adminToken, headers: demoOrg, body: { email: colleague, role: 'admin' } })).status).toBe(201);
  const inviteToken = tokenOf(linkIn((await mailTo(cloud, colleague)).text, '/invite?token='));
  const accepted = await call('POST', '/api/auth/accept-invite', { body: { answer: 'accept', token: inviteToken } });
  expect(accepted).toMatchObject({ status: 409, body: { error: 'email_unverified' } });
  const squatterView = await call<{ organizations: { orgId: string }[] }>('GET', '/api/me', { token: squatter.idToken });
  expect(squatterView.body.organizations.map((organization) => organization.orgId)).not.toContain(DEMO_ORGANIZATION.orgId);

  // The colleague proves the mailbox with a reset: the squatter's sessions end and the invitation is theirs.
  expect((await call('POST', '/api/auth/forgot-password', { body: { email: colleague } })).status).toBe(200);
  const resetToken = tokenOf(linkIn((await mailTo(cloud, colleague)).text, '/admin/reset-password?token='));
  expect((await call('POST', '/api/auth/reset-password', { body: { token: resetToken, password: 'Colleague1' } })).status).toBe(200);
  await expect(refresh(squatter.refreshToken)).rejects.toThrow();
  await expect(signIn(cloud, colleague, 'Squatter1')).rejects.toThrow();
  expect((await call('POST', '/api/auth/accept-invite', { body: { answer: 'accept', token: inviteToken } })).status).toBe(200);
  const owner = await signIn(cloud, colleague, 'Colleague1');
  const ownerView = await call<{ organizations: { orgId: string; role: Record<string, boolean> }[] }>('GET', '/api/me', { token: owner.idToken });
  expect(ownerView.body.organizations.find((organization) => organization.orgId === DEMO_ORGANIZATION.orgId)?.role).toEqual({ admin: true });
}, 60_000);

it('the e-mailed confirmation link proves the address once', async () => {
  const email = uniqueEmail('confirming');
  expect((await call('POST', '/api/auth/signup', { body: { email, password: 'Confirm123', displayName: 'Cora Confirm', organizationName: 'Confirm FC' } })).status).toBe(201);
  const token = tokenOf(linkIn((await mailTo(cloud, email)).text, '/admin/confirm-email?token='));
  expect(await call('POST', '/api/auth/confirm-email', { body: { token } })).toEqual({ status: 200, body: { message: MESSAGES.emailConfirmed } });
  expect(await call('POST', '/api/auth/confirm-email', { body: { token } })).toMatchObject({ status: 404, body: { message: MESSAGES.confirmLinkInvalid } });

  // Proved: an invitation to it is accepted without a password, onto this account.
  const adminToken = await signInDemo(cloud, 'admin');
  expect((await call('POST', '/api/invites', { token: adminToken, headers: demoOrg, body: { email, role: 'referee' } })).status).toBe(201);
  const inviteToken = tokenOf(linkIn((await mailTo(cloud, email)).text, '/invite?token='));
  expect((await call('POST', '/api/auth/accept-invite', { body: { answer: 'accept', token: inviteToken } })).status).toBe(200);
}, 60_000);
