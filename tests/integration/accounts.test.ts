import { MESSAGES } from '@pitchside/shared';
import { DEMO_ORGANIZATION, demoAccount } from '../../infra/local/demo-accounts';
import { uniqueEmail } from '../support/api-client';
import { demoAdminSession } from '../support/demo-admin-session';
import { linkIn, mailTo, tokenOf } from '../support/mailbox';
import { signIn } from '../support/sign-in';
import { DEMO_ORG_HEADERS } from '../support/tournament-fixture';

/** The accounts service through the gateway, with Cognito, DynamoDB and SES emulators behind it. */
const { cloud, call, admin } = demoAdminSession();
const demoOrg = DEMO_ORG_HEADERS;

describe('invitations by e-mail', () => {
  it('an invited coach opens the e-mailed link, sets a password, signs in and is a coach', async () => {
    const email = uniqueEmail('invited-coach');
    const sent = await call<{ inviteId: string; state: string }>('POST', '/api/invites', { token: admin.token, headers: demoOrg, body: { email: ` ${email.toUpperCase()} `, role: 'coach' } });
    expect(sent.status).toBe(201);
    expect(sent.body.state).toBe('pending');

    const mail = await mailTo(cloud, email);
    expect(mail.subject).toContain(DEMO_ORGANIZATION.name);
    const token = tokenOf(linkIn(mail.text, '/invite?token='));
    const preview = await call('GET', `/api/invites/by-token/${encodeURIComponent(token)}`);
    expect(preview.body).toEqual({ email, role: 'coach', organizationName: DEMO_ORGANIZATION.name, inviterName: demoAccount('admin').displayName, state: 'pending', hasAccount: false });

    const accepted = await call('POST', '/api/auth/accept-invite', { body: { answer: 'accept', token, displayName: 'Invited Coach', password: 'Coach1234' } });
    expect(accepted).toEqual({ status: 200, body: { email, answer: 'accepted' } });
    const { idToken } = await signIn(cloud, email, 'Coach1234');
    const me = await call<{ role: Record<string, boolean> }>('GET', '/api/me', { token: idToken });
    expect(me.body.role).toEqual({ coach: true });

    const again = await call('POST', '/api/auth/accept-invite', { body: { answer: 'accept', token, displayName: 'Twice', password: 'Coach1234' } });
    expect(again).toEqual({ status: 404, body: { error: 'not_found', message: MESSAGES.inviteNotFound, messageId: 'spec.inviteNotFound' } });
    const listed = await call<{ invites: { inviteId: string; state: string }[] }>('GET', '/api/invites', { token: admin.token, headers: demoOrg });
    expect(listed.body.invites.find((invite) => invite.inviteId === sent.body.inviteId)?.state).toBe('accepted');
  });
});

describe('password reset by e-mail', () => {
  it('names an unknown address and resets a known one through the e-mailed single-use link', async () => {
    const unknown = await call('POST', '/api/auth/forgot-password', { body: { email: uniqueEmail('nobody') } });
    expect(unknown).toEqual({ status: 404, body: { error: 'not_found', message: MESSAGES.resetUnknownEmail, messageId: 'spec.resetUnknownEmail' } });

    const email = uniqueEmail('forgetful');
    await call('POST', '/api/auth/create-user', { token: admin.token, headers: demoOrg, body: { email, password: 'Before123', displayName: 'Forgetful Referee', role: { referee: true } } });
    const asked = await call('POST', '/api/auth/forgot-password', { body: { email } });
    expect(asked).toEqual({ status: 200, body: { message: MESSAGES.resetSent } });
    const token = tokenOf(linkIn((await mailTo(cloud, email)).text, '/admin/reset-password?token='));
    expect((await call('POST', '/api/auth/reset-password', { body: { token, password: 'After1234' } })).status).toBe(200);
    await expect(signIn(cloud, email, 'After1234')).resolves.toHaveProperty('idToken');
    await expect(signIn(cloud, email, 'Before123')).rejects.toThrow();
    expect((await call('POST', '/api/auth/reset-password', { body: { token, password: 'Third1234' } })).status).toBe(404);
  });
});

describe('users of an organization', () => {
  it('adds, updates and deletes a member, with roles in Cognito and the table changing together', async () => {
    const email = uniqueEmail('member');
    const created = await call<{ message: string; user: { uid: string } }>('POST', '/api/auth/create-user', {
      token: admin.token,
      headers: demoOrg,
      body: { email, password: 'Member123', displayName: 'Mia Member', role: { referee: true } },
    });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe(MESSAGES.userCreated);
    const uid = created.body.user.uid;

    const updated = await call('PUT', '/api/auth/update-user', { token: admin.token, headers: demoOrg, body: { uid, properties: { role: { referee: true, medic: true }, phone: '(555) 123-4567' } } });
    expect(updated.status).toBe(200);
    const { idToken } = await signIn(cloud, email, 'Member123');
    const claims = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString()) as { 'cognito:groups': string[] };
    expect(claims['cognito:groups'].sort()).toEqual(['medic', 'referee']);
    const listed = await call<{ users: { uid: string; role: object; phone?: string }[] }>('GET', '/api/users?role=medic', { token: admin.token, headers: demoOrg });
    expect(listed.body.users.find((user) => user.uid === uid)).toMatchObject({ role: { referee: true, medic: true }, phone: '(555) 123-4567' });

    const deleted = await call('DELETE', `/api/auth/delete-user?uid=${uid}`, { token: admin.token, headers: demoOrg });
    expect(deleted).toEqual({ status: 200, body: { message: MESSAGES.userDeleted } });
    await expect(signIn(cloud, email, 'Member123')).rejects.toThrow();
  });

  it('imports good rows and reports bad rows with their reasons', async () => {
    const good = uniqueEmail('imported');
    const result = await call<{ imported: { row: number }[]; failed: { row: number; reason: string }[] }>('POST', '/api/auth/import-users', {
      token: admin.token,
      headers: demoOrg,
      body: {
        users: [
          { row: 2, email: good, displayName: 'Ina Import', role: { coach: true } },
          { row: 3, email: 'broken', displayName: 'X', role: { coach: true } },
          { row: 4, email: uniqueEmail('x'), displayName: 'No Role', role: {} },
        ],
      },
    });
    expect(result.status).toBe(200);
    expect(result.body.imported.map((row) => row.row)).toEqual([2]);
    expect(result.body.failed).toEqual([
      { row: 3, email: 'broken', reason: MESSAGES.invalidEmail },
      { row: 4, email: expect.any(String), reason: 'Give at least one role' },
    ]);
    expect(linkIn((await mailTo(cloud, good)).text, '/admin/reset-password?token=')).toContain(cloud.url);
  });
});

describe('bad input never becomes a 500', () => {
  const bodies: [string, string, unknown][] = [
    ['POST', '/api/auth/signup', 'not json at all'],
    ['POST', '/api/auth/signup', { email: 'a@b.test', displayName: 'A', organizationName: 'O', password: 'short', role: { admin: true } }],
    ['POST', '/api/auth/signup', []],
    ['POST', '/api/auth/forgot-password', { email: 42 }],
    ['POST', '/api/auth/accept-invite', { answer: 'maybe', token: 'x' }],
    ['POST', '/api/auth/create-user', { email: 'x@y.test', password: 'Valid123', displayName: 'Val', role: { superuser: true } }],
    ['PUT', '/api/auth/update-user', { uid: '', properties: {} }],
    ['POST', '/api/auth/import-users', { users: 'everyone' }],
    ['POST', '/api/invites', { email: 'x@y.test', role: 'refereeassignor' }],
  ];
  it.each(bodies)('%s %s %j → 400 with field messages', async (method, path, body) => {
    const answer = await call<{ error: string; message: string; fields?: Record<string, string> }>(method, path, { token: admin.token, headers: demoOrg, body });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('validation_failed');
    expect(typeof answer.body.message).toBe('string');
  });

  it('normalises e-mail addresses and refuses unknown fields by name', async () => {
    const answer = await call<{ fields: Record<string, string> }>('POST', '/api/auth/signup', {
      body: { email: 'x@y.test', displayName: 'Xavier', organizationName: 'X', password: 'Valid1234', role: { admin: true } },
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.fields)).toContain('role');
  });
});
