import { followerCache } from './follower-cache';
import type { LiveConnectionRepository } from './live-connections';

/** Subscriptions in memory, with the time each was written, and a count of the reads the cache makes. */
function subscriptions() {
  const rows: { topic: string; connectionId: string; subscribedAt: string }[] = [];
  const reads = { all: 0, since: 0 };
  const repository: Pick<LiveConnectionRepository, 'subscribers' | 'subscribersSince'> = {
    async subscribers(topic) {
      reads.all += 1;
      return rows.filter((row) => row.topic === topic).map((row) => row.connectionId);
    },
    async subscribersSince(topic, since) {
      reads.since += 1;
      return rows.filter((row) => row.topic === topic && row.subscribedAt > since).map((row) => row.connectionId);
    },
  };
  const subscribe = (topic: string, connectionId: string, at: number) => rows.push({ topic, connectionId, subscribedAt: new Date(at).toISOString() });
  const remove = (connectionId: string) => rows.splice(0, rows.length, ...rows.filter((row) => row.connectionId !== connectionId));
  return { repository, subscribe, remove, reads };
}

const T0 = Date.parse('2026-07-14T10:00:00Z');
const MATCH = 'match:t1:m1';

describe('followerCache', () => {
  it('reads a topic whole once, then only asks for newcomers, and finds each of them', async () => {
    const store = subscriptions();
    let now = T0;
    const cache = followerCache(store.repository, { now: () => now, fullRefreshMs: 60_000, overlapMs: 5_000 });
    for (let i = 0; i < 300; i += 1) store.subscribe(MATCH, `c${i}`, T0 - 60_000);

    expect(await cache.followers(MATCH)).toHaveLength(300);
    now += 1_000;
    store.subscribe(MATCH, 'late-arrival', now - 10);
    now += 500;
    const followers = await cache.followers(MATCH);

    expect(followers).toHaveLength(301);
    expect(followers).toContain('late-arrival');
    expect(store.reads).toEqual({ all: 1, since: 1 });
  });

  it('still finds a newcomer whose clock was a few seconds behind the last look', async () => {
    const store = subscriptions();
    let now = T0;
    const cache = followerCache(store.repository, { now: () => now, overlapMs: 5_000 });
    await cache.followers(MATCH);
    now += 2_000;
    await cache.followers(MATCH);
    // Written after that look, stamped 3 s earlier by a container whose clock is behind.
    store.subscribe(MATCH, 'slow-clock', now - 3_000);
    now += 100;

    expect(await cache.followers(MATCH)).toEqual(['slow-clock']);
  });

  it('posts nothing more to a socket that is gone, and reads everything again after the refresh period', async () => {
    const store = subscriptions();
    let now = T0;
    const cache = followerCache(store.repository, { now: () => now, fullRefreshMs: 60_000 });
    store.subscribe(MATCH, 'stays', T0 - 10_000);
    store.subscribe(MATCH, 'leaves', T0 - 10_000);
    await cache.followers(MATCH);

    cache.forget('leaves');
    store.remove('leaves');
    now += 1_000;
    expect(await cache.followers(MATCH)).toEqual(['stays']);

    store.remove('stays');
    now += 60_000;
    expect(await cache.followers(MATCH)).toEqual([]);
    expect(store.reads.all).toBe(2);
  });

  it('keeps each topic apart', async () => {
    const store = subscriptions();
    const cache = followerCache(store.repository, { now: () => T0 });
    store.subscribe(MATCH, 'match-fan', T0 - 1_000);
    store.subscribe('division:t1:U12', 'division-fan', T0 - 1_000);

    expect(await cache.followers(MATCH)).toEqual(['match-fan']);
    expect(await cache.followers('division:t1:U12')).toEqual(['division-fan']);
    expect(await cache.followers('team:t1:k1')).toEqual([]);
  });
});
