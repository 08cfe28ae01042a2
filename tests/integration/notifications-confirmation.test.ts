import type { PushPayload } from '@pitchside/shared';
import { dynamo } from '@pitchside/core/aws';
import { createDatabase, dynamoMatchRepository } from '@pitchside/core/data';
import { dynamoNotificationMarks } from '../../services/notifications/src/adapters/notification-marks';
import { sendNotificationsMessages } from '@pitchside/core/messaging';
import { demoAccount } from '../../infra/local/demo-accounts';
import { apiClient } from '../support/api-client';
import { localCloudHandle } from '../support/local-cloud-handle';
import { pushSubscriber } from '../support/push-subscriber';
import { signIn } from '../support/sign-in';
import { consoleEvent, createTournamentFixture, DEMO_ORG_HEADERS, type TournamentFixture } from '../support/tournament-fixture';

/**
 * "Confirmation missing" on the local cloud: full-time queues a delayed check on the real notifications
 * queue (3 s locally, CONFIRMATION_MISSING_AFTER_SECONDS in AWS); when it arrives the sender tells the
 * organizer's registered phone, once, only if a coached side has still not confirmed the score.
 */
jest.setTimeout(90_000);
const cloud = localCloudHandle();
const call = apiClient(cloud);
const db = createDatabase(cloud.resources.tableName, dynamo());
const tokens: Record<string, string> = {};
const SIDE = 'Confirming Side';
let cup: TournamentFixture;

const uidOf = (token: string | undefined) => (JSON.parse(Buffer.from(token?.split('.')[1] ?? '', 'base64url').toString()) as { sub: string }).sub;
const matchPath = (matchId: string) => `/api/tournaments/${cup.tournamentId}/matches/${matchId}`;

async function until<T>(probe: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** The referee plays the match to 1–0 and completes it. */
async function play(matchId: string): Promise<void> {
  expect((await call('PUT', `${matchPath(matchId)}/referee`, { token: tokens.admin, body: { refereeId: uidOf(tokens.referee) } })).status).toBe(200);
  const events = [consoleEvent('start'), consoleEvent('goal', { teamType: 'home', playerId: 'p1', playerName: 'Scorer' }), consoleEvent('complete')];
  expect((await call('POST', `${matchPath(matchId)}/events`, { token: tokens.referee, body: { events } })).status).toBe(200);
}

beforeAll(async () => {
  for (const role of ['admin', 'referee', 'coach'] as const) tokens[role] = (await signIn(cloud, demoAccount(role).email, demoAccount(role).password)).idToken;
  const team = await call<{ team: { teamId: string } }>('POST', '/api/teams', {
    token: tokens.admin,
    headers: DEMO_ORG_HEADERS,
    body: { name: `Confirming ${Date.now()}`, age: 'u12', gender: 'male', coachUid: uidOf(tokens.coach) },
  });
  expect(team.status).toBe(201);
  // Matches: 0 Confirming v Other, 1 Confirming v Third, 2 Confirming v Fourth, 3 Other v Third (nobody coaches either).
  cup = await createTournamentFixture(call, tokens.admin as string, {
    name: `Confirm Cup ${Date.now()}`,
    teamNames: [SIDE, 'Other Side', 'Third Side', 'Fourth Side'],
    teamIds: { [SIDE]: team.body.team.teamId },
  });
  expect((await call('POST', `/api/tournaments/${cup.tournamentId}/publish`, { token: tokens.admin, headers: DEMO_ORG_HEADERS })).status).toBe(200);
}, 60_000);

it('tells the organizer once that a coach has not confirmed, and not when the coach confirmed or nobody coaches', async () => {
  const phone = pushSubscriber(cloud.pushServiceOrigin, `organizer-${Date.now()}`);
  expect((await call('PUT', '/api/push/devices', { token: tokens.admin, body: { subscription: phone.subscription } })).status).toBe(200);
  const missing = async (matchId: string) => (await phone.received()).filter((push: PushPayload) => push.kind === 'confirmationMissing' && push.tag === `match-${matchId}`);
  const [confirmed, unconfirmed, sentinel, uncoached] = [0, 1, 2, 3].map((index) => cup.matchIds[index] as string) as [string, string, string, string];

  await play(confirmed);
  expect((await call('POST', `${matchPath(confirmed)}/confirmations`, { token: tokens.coach, body: { teamType: 'home' } })).status).toBe(200);
  await play(uncoached);
  await play(unconfirmed);

  const [told] = await until(async () => ((await missing(unconfirmed)).length > 0 ? missing(unconfirmed) : undefined));
  expect(told).toMatchObject({ title: `Score not confirmed: ${SIDE} 1–0 Third Side`, url: `/admin/matches/${cup.tournamentId}/${unconfirmed}` });

  // SQS delivers at least once: the same check arriving again tells nobody twice.
  const match = await dynamoMatchRepository(db).get(cup.tournamentId, unconfirmed);
  await sendNotificationsMessages(cloud.resources.notificationsQueueUrl, [
    { type: 'request', request: { kind: 'confirmationMissing', tournamentId: cup.tournamentId, matchId: unconfirmed, completedAt: match?.completedAt ?? '' }, sentAt: new Date().toISOString() },
  ]);
  // A later full-time's push shows that every check queued before it has been handled.
  await play(sentinel);
  await until(async () => ((await missing(sentinel)).length > 0 ? true : undefined));
  expect(await missing(unconfirmed)).toHaveLength(1);
  expect(await missing(confirmed)).toEqual([]);
  expect(await missing(uncoached)).toEqual([]);
});

it('marks on the real table: the first claim of a key wins, every later one is refused', async () => {
  const marks = dynamoNotificationMarks(db);
  const key = `test:${Date.now()}`;
  const expiresAt = Math.floor(Date.now() / 1000) + 3600;
  expect(await Promise.all([marks.claim(key, expiresAt), marks.claim(key, expiresAt)])).toEqual(expect.arrayContaining([true, false]));
  expect(await marks.claim(key, expiresAt)).toBe(false);
});
