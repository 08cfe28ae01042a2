import { readFileSync } from 'node:fs';
import { pushTopics, teamKey } from '@pitchside/shared';
import { createDatabase } from '@pitchside/core/data';
import { pushSubscriptionId } from '../../services/notifications/src/adapters/push-follows';
import { dynamo } from '@pitchside/core/aws';
import { readFunctionLines } from '../../infra/local/function-logs';
import { apiClient } from '../support/api-client';
import { localCloudHandle } from '../support/local-cloud-handle';
import { pushSubscriber, type PushSubscriber } from '../support/push-subscriber';
import { signInDemo } from '../support/sign-in';
import { consoleEvent, createTournamentFixture, DEMO_ORG_HEADERS } from '../support/tournament-fixture';
import { until } from '../support/until';

/**
 * A goal to an audience bigger than one page, on the local cloud: the container the goal reaches pushes the
 * first page and shares the rest by key range through the real notifications queue; every phone that chose
 * goals hears exactly once (also one following the match as well as the team), in its own language, and
 * one that chose only full-time hears nothing.
 */
jest.setTimeout(60_000);
const cloud = localCloudHandle();
const call = apiClient(cloud);
const run = `crowd${Date.now()}`;
const TEAM_PHONES = 260;

interface Phone {
  phone: PushSubscriber;
  language?: 'sv';
}

const phones: Phone[] = Array.from({ length: TEAM_PHONES }, (_, index) => ({
  phone: pushSubscriber(cloud.pushServiceOrigin, `${run}-${index}`),
  ...(index % 10 === 3 ? { language: 'sv' as const } : {}),
}));
const fulltimeOnly = Array.from({ length: 5 }, (_, index) => pushSubscriber(cloud.pushServiceOrigin, `${run}ft-${index}`));

const stats = async (prefix: string) => (await (await fetch(`${cloud.pushServiceOrigin}/stats?prefix=${prefix}&since=0&arrivals`)).json()) as { count: number; duplicates: number };

it('tells every phone of a 260-phone team once, in its language, by key range', async () => {
  const adminToken = await signInDemo(cloud, 'admin');
  const fixture = await createTournamentFixture(call, adminToken, { name: `Crowd Cup ${Date.now()}`, teamNames: ['Home Crowd', 'Away Few'] });
  expect((await call('POST', `/api/tournaments/${fixture.tournamentId}/publish`, { token: adminToken, headers: DEMO_ORG_HEADERS })).status).toBe(200);
  const matchId = fixture.matchIds[0] as string;
  const team = pushTopics.follow(fixture.tournamentId, 'team', teamKey('Home Crowd'));
  const byMatch = pushTopics.follow(fixture.tournamentId, 'match', matchId);
  const expiresAt = Math.floor(Date.now() / 1000) + 86_400;
  const row = (topic: string, phone: PushSubscriber, kinds: string[], language?: 'sv') => ({
    topic,
    subscriptionId: pushSubscriptionId(phone.subscription.endpoint),
    tournamentId: fixture.tournamentId,
    endpoint: phone.subscription.endpoint,
    p256dh: phone.subscription.keys.p256dh,
    auth: phone.subscription.keys.auth,
    kinds,
    expiresAt,
    ...(language ? { language } : {}),
  });
  // Written straight to the table, as 265 follow calls would leave them (the public route is throttled).
  const db = createDatabase(cloud.resources.tableName, dynamo());
  await db.entities.pushFollow
    .put([
      ...phones.map(({ phone, language }) => row(team, phone, ['goal'], language)),
      // Every seventh phone follows the match too.
      ...phones.filter((_, index) => index % 7 === 0).map(({ phone, language }) => row(byMatch, phone, ['goal'], language)),
      ...fulltimeOnly.map((phone) => row(team, phone, ['fulltime'])),
    ])
    .go({ concurrency: 4 });

  const events = `/api/tournaments/${fixture.tournamentId}/matches/${matchId}/events`;
  expect((await call('POST', events, { token: adminToken, body: { events: [consoleEvent('start')] } })).status).toBe(200);
  expect((await call('POST', events, { token: adminToken, body: { events: [consoleEvent('goal', { teamType: 'home', playerId: 'p9', playerName: 'Ana Silva' })] } })).status).toBe(200);

  await until(async () => ((await stats(`${run}-`)).count === TEAM_PHONES ? true : undefined), 'every phone of the team reached', 40_000);
  // A second push to a phone (a range read twice, a phone told under both its topics) would come soon after.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(await stats(`${run}-`)).toMatchObject({ count: TEAM_PHONES, duplicates: 0 });
  const goalsHeard = await Promise.all(phones.map(async ({ phone }) => (await phone.received()).filter((push) => push.kind === 'goal').length));
  expect(goalsHeard.every((count) => count === 1)).toBe(true);
  expect((await stats(`${run}ft-`)).count).toBe(0);

  const swedish = phones.find(({ language }) => language === 'sv') as Phone;
  const english = phones.find(({ language }) => !language) as Phone;
  const [inSwedish] = (await swedish.phone.received()).filter((push) => push.kind === 'goal');
  const [inEnglish] = (await english.phone.received()).filter((push) => push.kind === 'goal');
  expect(inEnglish?.body).toContain('Ana Silva');
  expect(inSwedish?.body).toContain('Ana Silva');
  expect(inSwedish?.title).not.toBe(inEnglish?.title);

  // The rest of the team beyond its first page was read and pushed by range.
  if (!cloud.functionLogs) throw new Error('the runner did not say where the functions log');
  const ranges = readFunctionLines(readFileSync(cloud.functionLogs, 'utf8')).filter((line) => line.message === 'Notification range sent' && line.kind === 'goal');
  expect(ranges.length).toBeGreaterThan(0);
});
