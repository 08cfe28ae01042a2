import { createDatabase, dynamoPushFollowRepository, type PushFollowRow } from '@pitchside/core/data';
import { dynamo } from '@pitchside/core/aws';
import { localCloudHandle } from '../support/local-cloud-handle';

/**
 * The audience of a big notification is read a page at a time on DynamoDB Local (so it can be shared out while
 * the rest is read): every live follower of every topic comes exactly once, in pages no bigger than asked (a
 * small first one, so pushing starts early), and a row whose TTL has passed (DynamoDB deletes those hours late) is never handed out.
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

it('hands out every live follower of every topic once, in pages of the sizes asked', async () => {
  const pages: PushFollowRow[][] = [];
  for await (const page of follows.followerPages([teamTopic, matchTopic], { first: 3, then: 2 })) pages.push(page);
  // The team's first page of at most 3 (one short if the expired row is in it), then pages of at most 2.
  expect(pages[0]?.length).toBeLessThanOrEqual(3);
  expect(Math.max(...pages.slice(1).map((page) => page.length))).toBe(2);
  const rows = pages.flat();
  // Topic after topic; a phone following both topics has a row under each (the sender tells it once).
  expect(rows.filter((row) => row.topic === teamTopic)).toHaveLength(7);
  expect(rows.filter((row) => row.topic === matchTopic)).toHaveLength(2);
  expect(rows.findIndex((row) => row.topic === matchTopic)).toBe(7);
  expect(rows.some((row) => row.endpoint.endsWith('-expired'))).toBe(false);
  expect(rows[0]).toMatchObject({ p256dh: 'BPk', auth: 'au', kinds: ['goal'] });
  // The same rows as reading the topics whole.
  const whole = await follows.followers([teamTopic, matchTopic]);
  expect(rows.map((row) => `${row.topic}|${row.subscriptionId}`).sort()).toEqual(whole.map((row) => `${row.topic}|${row.subscriptionId}`).sort());
});

it('reads a big topic in key ranges side by side and still hands out each follower exactly once', async () => {
  const crowdTopic = `follow:${run}:division:u12`;
  const ids = new Set<string>();
  for (let phone = 0; phone < 60; phone += 1) ids.add(await followAs(crowdTopic, `crowd-${phone}`));
  const pages: PushFollowRow[][] = [];
  for await (const page of follows.followerPages([crowdTopic], { first: 5, then: 4 })) pages.push(page);
  const seen = pages.flat().map((row) => row.subscriptionId);
  expect(seen.sort()).toEqual([...ids].sort());
  expect(pages[0]).toHaveLength(5);
  expect(Math.max(...pages.slice(1).map((page) => page.length))).toBeLessThanOrEqual(4);
});
