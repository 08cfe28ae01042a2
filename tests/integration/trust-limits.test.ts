import Stripe from 'stripe';
import { createDatabase } from '@pitchside/core/data';
import { dynamo } from '@pitchside/core/aws';
import { BODY_LIMITS, ROUTES, TEXT_LIMITS, type PublicStatistics, type PublicTournament } from '@pitchside/shared';
import { demoAccount } from '../../infra/local/demo-accounts';
import { STRIPE_FAKE_WEBHOOK_SECRET } from '../../infra/local/emulators/stripe-fake';
import { apiClient, PAST_THE_EDGE, uniqueEmail } from '../support/api-client';
import { localCloudHandle } from '../support/local-cloud-handle';
import { signIn } from '../support/sign-in';
import { consoleEvent, createTournamentFixture, DEMO_ORG_HEADERS, type TournamentFixture } from '../support/tournament-fixture';

/**
 * Issue 15's findings, each as it was reported: every one of these answered 5xx (or reset the
 * connection) before the shared limits. Bad input is a 400, 404 or 413, and writes nothing.
 */
jest.setTimeout(120_000);
const cloud = localCloudHandle();
const call = apiClient(cloud);
const tokens: Record<string, string> = {};
let fixture: TournamentFixture;
const admin = () => ({ token: tokens.admin as string, headers: DEMO_ORG_HEADERS });

beforeAll(async () => {
  for (const role of ['admin', 'referee'] as const) tokens[role] = (await signIn(cloud, demoAccount(role).email, demoAccount(role).password)).idToken;
  fixture = await createTournamentFixture(call, tokens.admin as string);
}, 60_000);

// What each refused request below would have written, read by key: other test files' queue consumers
// write to the same table meanwhile, so a whole-table comparison is not this file's to make.
const db = createDatabase(cloud.resources.tableName, dynamo());

/** A tournament of a paying organization with an open checkout session: what a paid event would fulfil. */
async function pendingCheckout(): Promise<{ tournamentId: string; sessionId: string }> {
  const organizer = { email: uniqueEmail('limits-organizer'), password: 'Organizer1' };
  expect((await call('POST', '/api/auth/signup', { body: { ...organizer, displayName: 'Limits Organizer', organizationName: 'Limits Club' } })).status).toBe(201);
  const token = (await signIn(cloud, organizer.email, organizer.password)).idToken;
  const today = new Date().toISOString().slice(0, 10);
  const body = { name: `Limits Cup ${Date.now()}`, type: 'tournament', days: 'weekends', startDate: today, endDate: today, venue: 'Ullevi', ageGroups: ['u12'], genders: ['boys'] };
  const created = await call<{ tournament: { tournamentId: string } }>('POST', '/api/tournaments', { token, body });
  expect(created.status).toBe(201);
  const { tournamentId } = created.body.tournament;
  const checkout = await call<{ sessionId: string }>('POST', '/api/payments/checkout', { token, body: { tournamentId } });
  expect(checkout.status).toBe(200);
  return { tournamentId, sessionId: checkout.body.sessionId };
}

describe('a correctly signed Stripe event without an id', () => {
  it('is a 400 and writes nothing: the session it names stays unpaid and no event is remembered', async () => {
    const stripe = new Stripe('sk_test_unused');
    const { tournamentId, sessionId } = await pendingCheckout();
    const paymentBefore = (await db.entities.tournament.get({ tournamentId }).go({ attributes: ['payment'] })).data?.payment;
    expect(paymentBefore).toMatchObject({ status: 'pending', checkoutSessionId: sessionId });
    const session = { object: { object: 'checkout.session', id: sessionId, payment_status: 'paid' } };
    const numericId = Date.now();
    for (const event of [
      { object: 'event', type: 'checkout.session.completed', data: session },
      { id: numericId, type: 'checkout.session.completed', data: session },
      { id: 'e'.repeat(10_000), type: 'checkout.session.completed', data: session },
    ]) {
      const payload = JSON.stringify(event);
      const response = await fetch(`${cloud.url}/api/payments/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_FAKE_WEBHOOK_SECRET }) },
        body: payload,
      });
      expect(response.status).toBe(400);
    }
    // A 10,000-character id is past DynamoDB's key limit, so it could never be stored: only the number's text could.
    expect((await db.entities.tournament.get({ tournamentId }).go({ attributes: ['payment'] })).data?.payment).toEqual(paymentBefore);
    expect((await db.entities.stripeEvent.get({ eventId: String(numericId) }).go()).data).toBeNull();
  });
});

describe('ids beyond DynamoDB key limits', () => {
  it('answers 404 on every route with path ids an admin may call: a tournament id of 8,000 characters, a match id of 1,100', async () => {
    const routes = ROUTES.filter((route) => route.path.includes('{') && (route.roles === 'public' || route.roles === 'any-signed-in' || (route.roles as readonly string[]).includes('admin')));
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      const path = route.path
        .replace('{tournamentId}', 't'.repeat(8_000))
        .replace('{matchId}', 'm'.repeat(1_100))
        .replace(/\{\w+\}/g, 'x'.repeat(1_100));
      const answer = await call(route.method, path, { ...admin(), ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { body: {} }) });
      expect({ route: route.id, status: answer.status }).toEqual({ route: route.id, status: 404 });
    }
    // A real tournament with a match id past the limit: the same 404, not DynamoDB's ValidationException.
    const real = await call('GET', `/api/tournaments/${fixture.tournamentId}/matches/${'m'.repeat(1_100)}`, admin());
    expect(real.status).toBe(404);
  });
});

/** The items a profile or update-user request writes: the person and their memberships (which carry the name). */
async function profileItems(uid: string) {
  const user = (await db.entities.user.get({ uid }).go()).data;
  const memberships = (await db.entities.membership.query.byUser({ uid }).go()).data;
  expect(user?.displayName).toBeTruthy();
  return { user, memberships };
}

describe('names without a maximum', () => {
  it('refuses a 300,000-character name on the profile, update-user and a player with a 400, and stores nothing', async () => {
    const huge = 'A'.repeat(300_000);
    const me = JSON.parse(Buffer.from((tokens.admin as string).split('.')[1] ?? '', 'base64url').toString()) as { sub: string };
    const before = await profileItems(me.sub);
    const profile = await call('PUT', '/api/profile', { ...admin(), body: { displayName: huge } });
    expect(profile.status).toBe(400);
    expect((await call('PUT', '/api/auth/update-user', { ...admin(), body: { uid: me.sub, properties: { displayName: huge } } })).status).toBe(400);
    // Under the catch-all too: the field's own maximum answers, naming the field.
    const long = await call<{ fields: Record<string, string> }>('PUT', '/api/profile', { ...admin(), body: { displayName: 'A'.repeat(TEXT_LIMITS.personName + 1) } });
    expect(long.status).toBe(400);
    expect(long.body.fields.displayName).toBe(`Use at most ${TEXT_LIMITS.personName} characters`);
    expect(await profileItems(me.sub)).toEqual(before);

    const team = await call<{ team: { teamId: string } }>('POST', '/api/teams', { ...admin(), body: { name: `Limits FC ${Date.now()}`, age: 'u12', gender: 'male' } });
    expect(team.status).toBe(201);
    const player = await call('POST', `/api/teams/${team.body.team.teamId}/players`, { ...admin(), body: { name: huge } });
    expect(player.status).toBe(400);
    expect((await call<{ players: unknown[] }>('GET', `/api/teams/${team.body.team.teamId}/players`, admin())).body.players).toEqual([]);
  });

  it('never stores a goal whose player name is longer than a name', async () => {
    const matchId = fixture.matchIds[0] as string;
    const referee = JSON.parse(Buffer.from((tokens.referee as string).split('.')[1] ?? '', 'base64url').toString()) as { sub: string };
    expect((await call('PUT', `/api/tournaments/${fixture.tournamentId}/matches/${matchId}/referee`, { ...admin(), body: { refereeId: referee.sub } })).status).toBe(200);
    const events = `/api/tournaments/${fixture.tournamentId}/matches/${matchId}/events`;
    expect((await call('POST', events, { token: tokens.referee as string, body: { events: [consoleEvent('start')] } })).status).toBe(200);
    const goal = (playerName: string) => consoleEvent('goal', { teamType: 'home', playerId: 'p-1', playerName });
    expect((await call('POST', events, { token: tokens.referee as string, body: { events: [goal('A'.repeat(300_000))] } })).status).toBe(400);
    const refused = await call<{ results: { outcome: string }[] }>('POST', events, { token: tokens.referee as string, body: { events: [goal('A'.repeat(5_000))] } });
    expect(refused.body.results.map((result) => result.outcome)).toEqual(['rejected']);
    const match = await call<{ goals: unknown[]; homeScore: number }>('GET', `/api/tournaments/${fixture.tournamentId}/matches/${matchId}`, admin());
    expect(match.body).toMatchObject({ goals: [], homeScore: 0 });
  });
});

describe('bodies over the limit', () => {
  const post = (bytes: number) => fetch(`${cloud.url}/api/auth/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'x'.repeat(bytes) }) });

  it('answers 413 past API Gateway’s 10 MB, past Lambda’s 6 MB event and past the route’s 1 MB, never a reset connection', async () => {
    for (const bytes of [BODY_LIMITS.apiGatewayBytes + 1, BODY_LIMITS.lambdaEventBytes + 1, BODY_LIMITS.jsonBytes + 1]) {
      const response = await post(bytes);
      expect({ bytes, status: response.status }).toEqual({ bytes, status: 413 });
      expect(response.headers.get('content-type')).toMatch(/json/);
    }
  });
});

describe('malformed percent-encoding', () => {
  it('answers 400 on API, app and management paths, and the gateway keeps answering', async () => {
    for (const path of ['/api/tournaments/%FF', '/api/public/tournaments/%E0%A4%A', '/%FF', '/admin/%C3%28', '/_ws-management/@connections/%FF']) {
      const response = await fetch(`${cloud.url}${path}`);
      expect({ path, status: response.status }).toEqual({ path, status: 400 });
    }
    expect((await fetch(`${cloud.url}/api/health`)).status).toBe(200);
  });
});

describe('identical public reads in flight together', () => {
  it('give each route its own answer (a statistics read never receives the tournament) in the deployed bundle too', async () => {
    expect((await call('POST', `/api/tournaments/${fixture.tournamentId}/publish`, admin())).status).toBe(200);
    const base = `/api/public/tournaments/${fixture.tournamentId}`;
    for (let round = 0; round < 5; round += 1) {
      const [tournament, statistics] = await Promise.all([
        call<PublicTournament>('GET', base, { headers: PAST_THE_EDGE }),
        call<PublicStatistics>('GET', `${base}/statistics`, { headers: PAST_THE_EDGE }),
      ]);
      expect(tournament.body).toHaveProperty('divisions');
      expect(statistics.body).toHaveProperty('goalsByDate');
      expect(statistics.body).not.toHaveProperty('divisions');
    }
  });
});
