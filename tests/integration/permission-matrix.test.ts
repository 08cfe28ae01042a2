import { ORGANIZATION_HEADER, ROUTES, type RouteId } from '@pitchside/shared';
import { DEMO_ACCOUNTS, DEMO_ORGANIZATION, demoAccount } from '../../infra/local/demo-accounts';
import { apiClient, uniqueEmail } from '../support/api-client';
import { localCloudHandle } from '../support/local-cloud-handle';
import { signIn } from '../support/sign-in';

/**
 * Every route of the manifest × every kind of caller: anonymous, each role of the demo organization, and
 * the admin of another organization reaching for the demo organization's people and invitations. A route
 * added without a line here fails the first test.
 */
const cloud = localCloudHandle();
const call = apiClient(cloud);

type ActorKind = 'anonymous' | (typeof DEMO_ACCOUNTS)[number]['role'] | 'otherOrgAdmin';
const ACTORS: ActorKind[] = ['anonymous', ...DEMO_ACCOUNTS.map((account) => account.role), 'otherOrgAdmin'];
const ALL: ActorKind[] = ACTORS;
const SIGNED_IN = ACTORS.filter((actor) => actor !== 'anonymous');

interface Fixtures { coachUid: string; inviteId: string; adminToken: string }
interface Case {
  allowed: readonly ActorKind[];
  request: (fixtures: Fixtures) => Promise<{ method: string; path: string; body?: unknown }> | { method: string; path: string; body?: unknown };
}

const demoOrg = { [ORGANIZATION_HEADER]: DEMO_ORGANIZATION.orgId };

async function freshMember(fixtures: Fixtures): Promise<string> {
  const created = await call<{ user: { uid: string } }>('POST', '/api/auth/create-user', { token: fixtures.adminToken, headers: demoOrg, body: { email: uniqueEmail('matrix'), password: 'Matrix123', displayName: 'Matrix Member', role: { coach: true } } });
  return created.body.user.uid;
}

const CASES: Record<RouteId, Case> = {
  health: { allowed: ALL, request: () => ({ method: 'GET', path: '/api/health' }) },
  me: { allowed: SIGNED_IN, request: () => ({ method: 'GET', path: '/api/me' }) },
  updateProfile: { allowed: SIGNED_IN, request: () => ({ method: 'PUT', path: '/api/profile', body: {} }) },
  signUp: { allowed: ALL, request: () => ({ method: 'POST', path: '/api/auth/signup', body: { email: 'not-an-email' } }) },
  forgotPassword: { allowed: ALL, request: () => ({ method: 'POST', path: '/api/auth/forgot-password', body: { email: uniqueEmail('nobody') } }) },
  resetPassword: { allowed: ALL, request: () => ({ method: 'POST', path: '/api/auth/reset-password', body: { token: 'unknown', password: 'Matrix123' } }) },
  previewInvite: { allowed: ALL, request: () => ({ method: 'GET', path: '/api/invites/by-token/unknown' }) },
  acceptInvite: { allowed: ALL, request: () => ({ method: 'POST', path: '/api/auth/accept-invite', body: { answer: 'decline', token: 'unknown' } }) },
  listUsers: { allowed: ['admin'], request: () => ({ method: 'GET', path: '/api/users' }) },
  createUser: { allowed: ['admin'], request: () => ({ method: 'POST', path: '/api/auth/create-user', body: { email: uniqueEmail('created'), password: 'Matrix123', displayName: 'Created Person', role: { referee: true } } }) },
  updateUser: { allowed: ['admin'], request: (fixtures) => ({ method: 'PUT', path: '/api/auth/update-user', body: { uid: fixtures.coachUid, properties: { displayName: 'Fixture Coach' } } }) },
  deleteUser: { allowed: ['admin'], request: async (fixtures) => ({ method: 'DELETE', path: `/api/auth/delete-user?uid=${await freshMember(fixtures)}` }) },
  importUsers: { allowed: ['admin'], request: () => ({ method: 'POST', path: '/api/auth/import-users', body: { users: [{ email: uniqueEmail('imported'), displayName: 'Imported Person', role: { medic: true } }] } }) },
  listInvites: { allowed: ['admin', 'tournamentadmin'], request: () => ({ method: 'GET', path: '/api/invites' }) },
  sendInvite: { allowed: ['admin', 'tournamentadmin'], request: () => ({ method: 'POST', path: '/api/invites', body: { email: uniqueEmail('invited'), role: 'referee' } }) },
  resendInvite: { allowed: ['admin', 'tournamentadmin'], request: (fixtures) => ({ method: 'POST', path: `/api/invites/${fixtures.inviteId}/resend` }) },
  revokeInvite: { allowed: ['admin', 'tournamentadmin'], request: (fixtures) => ({ method: 'DELETE', path: `/api/invites/${fixtures.inviteId}` }) },
};

const tokens = new Map<ActorKind, string>();
let fixtures: Fixtures;

beforeAll(async () => {
  for (const account of DEMO_ACCOUNTS) tokens.set(account.role, (await signIn(cloud, account.email, account.password)).idToken);
  const other = { email: uniqueEmail('other-admin'), password: 'Other1234' };
  const signedUp = await call('POST', '/api/auth/signup', { body: { ...other, displayName: 'Other Admin', organizationName: 'Other Organizers' } });
  expect(signedUp.status).toBe(201);
  tokens.set('otherOrgAdmin', (await signIn(cloud, other.email, other.password)).idToken);
  const adminToken = tokens.get('admin') as string;
  const coach = await call<{ user: { uid: string } }>('POST', '/api/auth/create-user', { token: adminToken, headers: demoOrg, body: { email: uniqueEmail('fixture-coach'), password: 'Matrix123', displayName: 'Fixture Coach', role: { coach: true } } });
  const invite = await call<{ inviteId: string }>('POST', '/api/invites', { token: adminToken, headers: demoOrg, body: { email: uniqueEmail('fixture-invite'), role: 'coach' } });
  fixtures = { coachUid: coach.body.user.uid, inviteId: invite.body.inviteId, adminToken };
});

it('has a permission case for every route in the manifest', () => {
  expect(ROUTES.filter((route) => !(route.id in CASES)).map((route) => route.id)).toEqual([]);
});

describe.each(ROUTES.map((route) => [route.id, route] as const))('%s', (id, route) => {
  it.each(ACTORS)(`%s`, async (actor) => {
    const testCase = CASES[id];
    const request = await testCase.request(fixtures);
    const token = tokens.get(actor);
    // The other organization's admin aims at the demo organization; everyone else acts for their own.
    const headers = actor === 'otherOrgAdmin' || (actor !== 'anonymous' && route.auth === 'jwt') ? demoOrg : {};
    const answer = await call(request.method, request.path, { ...(token ? { token } : {}), headers, ...(request.body !== undefined ? { body: request.body } : {}) });
    if (testCase.allowed.includes(actor)) {
      expect([401, 403]).not.toContain(answer.status);
      expect(answer.status).toBeLessThan(500);
    } else {
      expect([401, 403, 404]).toContain(answer.status);
    }
  });
});

it('lets the other organization\'s admin manage their own organization, never the demo one', async () => {
  const token = tokens.get('otherOrgAdmin') as string;
  const own = await call<{ users: { email: string }[] }>('GET', '/api/users', { token });
  expect(own.status).toBe(200);
  expect(own.body.users.map((user) => user.email)).not.toContain(demoAccount('admin').email);
  const demoUpdate = await call('PUT', '/api/auth/update-user', { token, body: { uid: fixtures.coachUid, properties: { role: { admin: true } } } });
  expect(demoUpdate.status).toBe(404);
});
