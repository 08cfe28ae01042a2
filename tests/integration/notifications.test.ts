import { pushTopics, teamKey, type PushPayload } from '@pitchside/shared';
import { createDatabase } from '@pitchside/core/data';
import { dynamoPushFollowRepository, pushSubscriptionId } from '../../services/notifications/src/adapters/push-follows';
import { dynamo } from '@pitchside/core/aws';
import { apiClient } from '../support/api-client';
import { localCloudHandle } from '../support/local-cloud-handle';
import { pushSubscriber, type PushSubscriber } from '../support/push-subscriber';
import { signInDemo } from '../support/sign-in';
import { consoleEvent, createTournamentFixture, DEMO_ORG_HEADERS, type TournamentFixture } from '../support/tournament-fixture';
import { until } from '../support/until';

/**
 * Phone notifications end to end on the local cloud: a follow through the public API, an event through the
 * referee's console, the sender behind the notifications queue, and the push-service emulator, whose
 * pushes are decrypted here with the subscription's own keys as the phone would.
 */
jest.setTimeout(30_000);
const cloud = localCloudHandle();
const call = apiClient(cloud);
const follows = dynamoPushFollowRepository(createDatabase(cloud.resources.tableName, dynamo()));
let adminToken: string;
let refereeToken: string;
let refereeUid: string;
let fixture: TournamentFixture;
let run = 0;

const subscriber = (label: string) => pushSubscriber(cloud.pushServiceOrigin, `${label}-${Date.now()}-${++run}`);
const followPath = () => `/api/push/tournaments/${fixture.tournamentId}/follows`;
const eventsPath = (matchId: string) => `/api/tournaments/${fixture.tournamentId}/matches/${matchId}/events`;

async function follow(phone: PushSubscriber, target: 'team' | 'match' | 'division', targetId: string, kinds: string[]) {
  const answer = await call('POST', followPath(), { body: { subscription: phone.subscription, target, targetId, kinds } });
  expect(answer.status).toBe(201);
}

const pushOf = (phone: PushSubscriber, kind: string) => until(async () => (await phone.received()).find((push) => push.kind === kind));

beforeAll(async () => {
  adminToken = await signInDemo(cloud, 'admin');
  refereeToken = await signInDemo(cloud, 'referee');
  refereeUid = (JSON.parse(Buffer.from(refereeToken.split('.')[1] ?? '', 'base64url').toString()) as { sub: string }).sub;
  fixture = await createTournamentFixture(call, adminToken, { name: `Push Cup ${Date.now()}`, teamNames: ['Red Lions', 'Blue Sharks', 'Green Owls'] });
  expect((await call('POST', `/api/tournaments/${fixture.tournamentId}/publish`, { token: adminToken, headers: DEMO_ORG_HEADERS })).status).toBe(200);
}, 60_000);

describe('bad input is refused with 400, and no row is written', () => {
  const valid = () => subscriber('valid').subscription;
  it.each([
    ['keys of the wrong size', () => ({ ...valid(), keys: { p256dh: Buffer.alloc(32, 4).toString('base64url'), auth: valid().keys.auth } })],
    ['an auth secret that is not base64url', () => ({ ...valid(), keys: { p256dh: valid().keys.p256dh, auth: '!!!!' } })],
    ['a plain http endpoint', () => ({ ...valid(), endpoint: 'http://fcm.googleapis.com/fcm/send/abc' })],
    ['a loopback endpoint that is not the emulator', () => ({ ...valid(), endpoint: 'http://127.0.0.1:22/push/x' })],
    ['the cloud metadata address', () => ({ ...valid(), endpoint: 'https://169.254.169.254/latest/meta-data/' })],
    ['an internal host name', () => ({ ...valid(), endpoint: 'https://pitchside-table.internal/x' })],
    ['an endpoint of 2,000 characters', () => ({ ...valid(), endpoint: `https://fcm.googleapis.com/${'a'.repeat(2000)}` })],
  ])('%s', async (_name, subscription) => {
    const body = { subscription: subscription(), target: 'team', targetId: teamKey('Red Lions'), kinds: ['goal'] };
    const answer = await call<{ error: string }>('POST', followPath(), { body });
    expect(answer.status).toBe(400);
    expect(await follows.followers([pushTopics.follow(fixture.tournamentId, 'team', teamKey('Red Lions'))])).not.toContainEqual(expect.objectContaining({ endpoint: body.subscription.endpoint }));
  });

  it('an unknown kind, or no kind at all', async () => {
    for (const kinds of [['everything'], []]) {
      expect((await call('POST', followPath(), { body: { subscription: valid(), target: 'team', targetId: teamKey('Red Lions'), kinds } })).status).toBe(400);
    }
  });

  it('a team, match or division that is not in the tournament is 404; so is a tournament that is not published', async () => {
    expect((await call('POST', followPath(), { body: { subscription: valid(), target: 'team', targetId: 'nobody', kinds: ['goal'] } })).status).toBe(404);
    expect((await call('POST', followPath(), { body: { subscription: valid(), target: 'match', targetId: 'nope', kinds: ['goal'] } })).status).toBe(404);
    expect((await call('POST', followPath(), { body: { subscription: valid(), target: 'division', targetId: 'U99', kinds: ['goal'] } })).status).toBe(404);
    const draft = await createTournamentFixture(call, adminToken, { name: `Draft Push Cup ${Date.now()}`, teamNames: ['A Team', 'B Team'] });
    expect((await call('POST', `/api/push/tournaments/${draft.tournamentId}/follows`, { body: { subscription: valid(), target: 'team', targetId: teamKey('A Team'), kinds: ['goal'] } })).status).toBe(
      404,
    );
  }, 30_000);
});

describe('a spectator following a team', () => {
  let fan: PushSubscriber;
  let fulltimeOnly: PushSubscriber;
  let matchId: string;

  beforeAll(async () => {
    matchId = fixture.matchIds[0] as string;
    fan = subscriber('fan');
    fulltimeOnly = subscriber('quiet');
    await follow(fan, 'team', teamKey('Red Lions'), ['kickoff', 'goal', 'fulltime']);
    // Following the match and its division as well: still one push per event.
    await follow(fan, 'match', matchId, ['goal']);
    await follow(fulltimeOnly, 'match', matchId, ['fulltime']);
    const started = await call('POST', eventsPath(matchId), {
      token: adminToken,
      body: { events: [consoleEvent('start'), consoleEvent('goal', { teamType: 'home', playerId: 'p9', playerName: 'Ana Silva' })] },
    });
    expect(started.status).toBe(200);
  }, 30_000);

  it('gets the goal with the scorer, encrypted for its keys, opening the match page', async () => {
    const goal = await pushOf(fan, 'goal');
    expect(goal).toMatchObject<Partial<PushPayload>>({ title: 'Goal! Red Lions 1–0 Blue Sharks', url: `/t/${fixture.tournamentId}/m/${matchId}`, tag: `match-${matchId}` });
    expect(goal.body).toContain('Ana Silva (Red Lions)');
    expect((await pushOf(fan, 'kickoff')).title).toBe('Kick-off: Red Lions v Blue Sharks');
  });

  it('is told once per event even when it follows the team and the match', async () => {
    await pushOf(fan, 'goal');
    await call('POST', eventsPath(matchId), { token: adminToken, body: { events: [consoleEvent('complete')] } });
    await pushOf(fan, 'fulltime');
    expect((await fan.received()).filter((push) => push.kind === 'goal')).toHaveLength(1);
  });

  it('gets only the kinds it chose', async () => {
    const fulltime = await pushOf(fulltimeOnly, 'fulltime');
    expect(fulltime.title).toBe('Full-time: Red Lions 1–0 Blue Sharks');
    expect((await fulltimeOnly.received()).map((push) => push.kind)).toEqual(['fulltime']);
  });

  it('unfollows in one call; the row is gone', async () => {
    const topic = pushTopics.follow(fixture.tournamentId, 'team', teamKey('Red Lions'));
    expect(await follows.followers([topic])).toContainEqual(expect.objectContaining({ subscriptionId: pushSubscriptionId(fan.subscription.endpoint) }));
    expect(
      (await call('POST', `/api/push/tournaments/${fixture.tournamentId}/unfollow`, { body: { endpoint: fan.subscription.endpoint, target: 'team', targetId: teamKey('Red Lions') } })).status,
    ).toBe(200);
    expect(await follows.followers([topic])).not.toContainEqual(expect.objectContaining({ subscriptionId: pushSubscriptionId(fan.subscription.endpoint) }));
  });
});

describe('push services that fail', () => {
  let matchId: string;
  let gone: PushSubscriber;
  let slow: PushSubscriber;
  let busy: PushSubscriber;
  let healthy: PushSubscriber;

  beforeAll(async () => {
    matchId = fixture.matchIds[1] as string;
    [gone, slow, busy, healthy] = [subscriber('gone'), subscriber('slow'), subscriber('busy'), subscriber('healthy')];
    for (const phone of [gone, slow, busy, healthy]) await follow(phone, 'match', matchId, ['kickoff']);
    expect((await call('POST', eventsPath(matchId), { token: adminToken, body: { events: [consoleEvent('start')] } })).status).toBe(200);
  }, 30_000);

  it('one that never answers does not hold back the others', async () => {
    expect((await pushOf(healthy, 'kickoff')).title).toContain('Kick-off');
  });

  it('410 removes the subscription', async () => {
    const topic = pushTopics.follow(fixture.tournamentId, 'match', matchId);
    await until(async () => ((await follows.followers([topic])).some((row) => row.subscriptionId === pushSubscriptionId(gone.subscription.endpoint)) ? undefined : true));
    expect(await follows.followers([topic])).toContainEqual(expect.objectContaining({ subscriptionId: pushSubscriptionId(healthy.subscription.endpoint) }));
  });

  it('503 is retried later, and the push then arrives', async () => {
    expect((await pushOf(busy, 'kickoff')).title).toContain('Kick-off');
  }, 30_000);
});

describe('signed-in roles', () => {
  it('a referee whose phone is registered hears of a new assignment, opening the console', async () => {
    const phone = subscriber('referee');
    expect((await call('PUT', '/api/push/devices', { token: refereeToken, body: { subscription: phone.subscription } })).status).toBe(200);
    const matchId = fixture.matchIds[2] as string;
    expect((await call('PUT', `/api/tournaments/${fixture.tournamentId}/matches/${matchId}/referee`, { token: adminToken, body: { refereeId: refereeUid } })).status).toBe(200);
    const assigned = await pushOf(phone, 'refereeAssigned');
    expect(assigned.title).toBe('You referee Blue Sharks v Green Owls');
    expect(assigned.url).toBe(`/admin/matches/${fixture.tournamentId}/${matchId}`);
  }, 30_000);

  it('registering a phone needs a token, and the same checks on the endpoint', async () => {
    expect((await call('PUT', '/api/push/devices', { body: { subscription: subscriber('x').subscription } })).status).toBe(401);
    expect((await call('PUT', '/api/push/devices', { token: refereeToken, body: { subscription: { ...subscriber('x').subscription, endpoint: 'https://10.1.2.3/push' } } })).status).toBe(400);
  });
});
