import { ORGANIZATION_HEADER, ROUTES, type RouteId } from '@pitchside/shared';
import { createDatabase } from '@pitchside/core/data';
import { dynamo } from '@pitchside/core/aws';
import { DEMO_ACCOUNTS, DEMO_ORGANIZATION, demoAccount } from '../../infra/local/demo-accounts';
import { apiClient, uniqueEmail } from '../support/api-client';
import { localCloudHandle } from '../support/local-cloud-handle';
import { linkIn, mailTo, tokenOf } from '../support/mailbox';
import { signIn } from '../support/sign-in';
import { accountsCases } from './permissions/accounts-cases';
import { matchesCases } from './permissions/matches-cases';
import { paymentsCases } from './permissions/payments-cases';
import { schedulingCases } from './permissions/scheduling-cases';
import { tournamentsCases } from './permissions/tournaments-cases';
import { importsCases } from './permissions/imports-cases';
import { notificationsCases } from './permissions/notifications-cases';
import { registrationCases } from './permissions/registration-cases';
import { refereePayCases } from './permissions/referee-pay-cases';
import { refereesCases } from './permissions/referees-cases';
import { venueCases } from './permissions/venue-cases';
import type { ActorKind, MatrixContext, PermissionCase, ServiceCases } from './permissions/matrix-types';

/**
 * Every route of the manifest × every kind of caller, in two organizations. Each service keeps its lines
 * in `permissions/<service>-cases.ts`; a route without a line fails the first test. An allowed caller must
 * SUCCEED (2xx, or the case's documented `answers`): a 404 for someone who should get through is an
 * over-strict check, not a pass.
 */
const cloud = localCloudHandle();
const call = apiClient(cloud);
const db = createDatabase(cloud.resources.tableName, dynamo());
const SERVICES: ServiceCases<unknown>[] = [
  accountsCases as ServiceCases<unknown>,
  tournamentsCases as ServiceCases<unknown>,
  importsCases as ServiceCases<unknown>,
  matchesCases as ServiceCases<unknown>,
  paymentsCases as ServiceCases<unknown>,
  schedulingCases as ServiceCases<unknown>,
  notificationsCases as ServiceCases<unknown>,
  registrationCases as ServiceCases<unknown>,
  refereePayCases as ServiceCases<unknown>,
  refereesCases as ServiceCases<unknown>,
  venueCases as ServiceCases<unknown>,
];
const ACTORS: ActorKind[] = ['anonymous', ...DEMO_ACCOUNTS.map((account) => account.role), 'otherCoach', 'otherOrgAdmin', 'crossLinkedTournamentAdmin'];

/** Sends an invitation and accepts it from the e-mailed link (choosing a password when the address is new). */
async function invite(token: string, headers: Record<string, string>, email: string, role: string, password: string): Promise<void> {
  const sent = await call('POST', '/api/invites', { token, headers, body: { email, role } });
  expect(sent.status).toBe(201);
  const link = tokenOf(linkIn((await mailTo(cloud, email)).text, '/invite?token='));
  expect((await call('POST', '/api/auth/accept-invite', { body: { answer: 'accept', token: link, displayName: 'Cross Linked', password } })).status).toBe(200);
}

const casesByRoute = new Map<RouteId, { service: ServiceCases<unknown>; testCase: PermissionCase<unknown> }>();
for (const service of SERVICES) {
  for (const [id, testCase] of Object.entries(service.cases)) if (testCase) casesByRoute.set(id as RouteId, { service, testCase });
}

let context: MatrixContext;
const fixtures = new Map<ServiceCases<unknown>, unknown>();

beforeAll(async () => {
  const tokens = new Map<ActorKind, string>();
  const uids = new Map<ActorKind, string>();
  const remember = (actor: ActorKind, idToken: string) => {
    tokens.set(actor, idToken);
    uids.set(actor, (JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString()) as { sub: string }).sub);
  };
  for (const account of DEMO_ACCOUNTS) remember(account.role, (await signIn(cloud, account.email, account.password)).idToken);
  const adminToken = tokens.get('admin') as string;
  const demoOrg = { [ORGANIZATION_HEADER]: DEMO_ORGANIZATION.orgId };

  const otherCoach = { email: uniqueEmail('other-coach'), password: 'Coach1234' };
  await call('POST', '/api/auth/create-user', { token: adminToken, headers: demoOrg, body: { ...otherCoach, displayName: 'Other Coach', role: { coach: true } } });
  remember('otherCoach', (await signIn(cloud, otherCoach.email, otherCoach.password)).idToken);

  const otherAdmin = { email: uniqueEmail('other-admin'), password: 'Other1234' };
  const signedUp = await call('POST', '/api/auth/signup', { body: { ...otherAdmin, displayName: 'Other Admin', organizationName: 'Other Organizers' } });
  expect(signedUp.status).toBe(201);
  remember('otherOrgAdmin', (await signIn(cloud, otherAdmin.email, otherAdmin.password)).idToken);
  const otherOrgToken = tokens.get('otherOrgAdmin') as string;
  const otherOrgId = (await call<{ organizations: { orgId: string }[] }>('GET', '/api/me', { token: otherOrgToken })).body.organizations[0]?.orgId ?? '';
  const otherOrg = { [ORGANIZATION_HEADER]: otherOrgId };

  const crossLinked = { email: uniqueEmail('cross-linked'), password: 'Cross1234' };
  await invite(adminToken, demoOrg, crossLinked.email, 'tournamentadmin', crossLinked.password);
  await invite(otherOrgToken, otherOrg, crossLinked.email, 'tournamentadmin', crossLinked.password);
  remember('crossLinkedTournamentAdmin', (await signIn(cloud, crossLinked.email, crossLinked.password)).idToken);

  const headersOf = (actor: ActorKind): Record<string, string> => (actor === 'anonymous' ? {} : actor === 'otherOrgAdmin' ? otherOrg : demoOrg);
  context = { call, tokens, uids, adminToken, demoOrg, headersOf };
  for (const service of SERVICES) fixtures.set(service, await service.setup(context));
  // The second organization's links to every fixture tournament of the demo organization.
  for (const fixture of fixtures.values()) {
    const { tournamentId } = fixture as { tournamentId?: string };
    if (tournamentId) await db.entities.userTournament.put({ userId: uids.get('crossLinkedTournamentAdmin') as string, tournamentId, orgId: otherOrgId }).go();
  }
}, 120_000);

it('has a permission case for every route in the manifest', () => {
  expect(ROUTES.filter((route) => !casesByRoute.has(route.id)).map((route) => route.id)).toEqual([]);
});

describe.each(ROUTES.filter((route) => casesByRoute.has(route.id)).map((route) => [route.id, route] as const))('%s', (id) => {
  it.each(ACTORS)(
    '%s',
    async (actor) => {
      const { service, testCase } = casesByRoute.get(id) as { service: ServiceCases<unknown>; testCase: PermissionCase<unknown> };
      const request = await testCase.request(fixtures.get(service), context);
      const token = context.tokens.get(actor);
      const answer = await call(request.method, request.path, { ...(token ? { token } : {}), headers: context.headersOf(actor), ...(request.body !== undefined ? { body: request.body } : {}) });
      const shown = `${answer.status} ${JSON.stringify(answer.body)?.slice(0, 200)}`;
      if (testCase.allowed.includes(actor)) {
        if (testCase.answers !== undefined) expect(shown).toMatch(new RegExp(`^${testCase.answers} `));
        else expect(shown).toMatch(/^2\d\d /);
      } else {
        expect(shown).toMatch(/^(401|403|404) /);
      }
    },
    30_000,
  );
});

it("lets another organization's admin manage their own organization, never the demo one", async () => {
  const token = context.tokens.get('otherOrgAdmin') as string;
  const own = await call<{ users: { email: string }[] }>('GET', '/api/users', { token, headers: context.headersOf('otherOrgAdmin') });
  expect(own.status).toBe(200);
  expect(own.body.users.map((user) => user.email)).not.toContain(demoAccount('admin').email);
});
