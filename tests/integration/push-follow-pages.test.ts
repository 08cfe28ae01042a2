import { createDatabase } from '@pitchside/core/data';
import { dynamoPushFollowRepository, FOLLOWER_ID_RANGES, inIdRange, type PushFollowRow } from '../../services/notifications/src/adapters/push-follows';
import { dynamo } from '@pitchside/core/aws';
import { localCloudHandle } from '../support/local-cloud-handle';

/**
 * The audience of a big notification is read on DynamoDB Local as the fan-out reads it: a small first page (so
 * pushing starts early), then the rest by key range (one container per range): every live follower comes
 * exactly once, in pages no bigger than asked, and a row whose TTL has passed (DynamoDB deletes those hours
 * late) is never handed out.
 */
const cloud = localCloudHandle();
const follows = dynamoPushFollowRepository(createDatabase(cloud.resources.tableName, dynamo()));
const run = `pages-${Date.now()}`;
const teamTopic = `follow:${run}:team:lakeside`;
const matchTopic = `follow:${run}:match:m1`;
const later = Math.floor(Date.now() / 1000) + 86_400;

async function followAs(topic: string, phone: string, expiresAt = later) {
  return (await follows.put({ topic, endpoint: `${cloud.pushServiceOrigin}/push/${run}-${phone}`, p256dh: 'BPk', auth: 'au', kinds: ['goal'] }, expiresAt)).subscriptionId;
}

beforeAll(async () => {
  for (let phone = 0; phone < 7; phone += 1) await followAs(teamTopic, `team-${phone}`);
  await followAs(teamTopic, 'expired', Math.floor(Date.now() / 1000) - 60);
  await followAs(matchTopic, 'match-0');
  await followAs(matchTopic, 'team-3');
});

/** Everything the fan-out reads of a topic: its first page, then every key range after it. */
async function readWhole(topic: string, first: number, then: number) {
  const start = await follows.firstPage(topic, first);
  const pages: PushFollowRow[][] = [];
  for (const range of FOLLOWER_ID_RANGES) for await (const page of follows.rangePages(topic, range, start.restAfter, then)) pages.push(page);
  return { start, pages };
}

it('reads a topic as a first page and key ranges after it: every live follower exactly once, in pages of the sizes asked', async () => {
  const { start, pages } = await readWhole(teamTopic, 3, 2);
  // The first page of at most 3 (one short if the expired row is in it) says where the rest begins.
  expect(start.rows.length).toBeLessThanOrEqual(3);
  expect(start.restAfter).toBeDefined();
  expect(Math.max(...pages.map((page) => page.length))).toBeLessThanOrEqual(2);
  const rows = [...start.rows, ...pages.flat()];
  expect(rows.map((row) => row.subscriptionId).sort()).toEqual((await follows.followers([teamTopic])).map((row) => row.subscriptionId).sort());
  expect(rows).toHaveLength(7);
  expect(rows.every((row) => row.topic === teamTopic)).toBe(true);
  expect(rows.some((row) => row.endpoint.endsWith('-expired'))).toBe(false);
  expect(rows[0]).toMatchObject({ p256dh: 'BPk', auth: 'au', kinds: ['goal'] });
});

it('says a small topic was all in its first page', async () => {
  const start = await follows.firstPage(matchTopic);
  expect(start.rows).toHaveLength(2);
  expect(start.restAfter).toBeUndefined();
});

it('reads a big topic range by range, each follower in the one range that holds its id', async () => {
  const crowdTopic = `follow:${run}:division:u12`;
  const ids = new Set<string>();
  for (let phone = 0; phone < 60; phone += 1) ids.add(await followAs(crowdTopic, `crowd-${phone}`));
  const { start, pages } = await readWhole(crowdTopic, 5, 4);
  expect(start.rows).toHaveLength(5);
  expect([...start.rows, ...pages.flat()].map((row) => row.subscriptionId).sort()).toEqual([...ids].sort());
  for (const range of FOLLOWER_ID_RANGES) for await (const page of follows.rangePages(crowdTopic, range)) expect(page.every((row) => inIdRange(range, row.subscriptionId))).toBe(true);
});
