import type { LiveConnectionRepository } from './live-connections';

/**
 * A fan-out container's memory of who follows each topic. Every event of a popular match used to read all
 * of its followers again (hundreds of rows, on the path of every goal's push); now the first event reads
 * them all and the next ones ask only for the newcomers since the last look, which is usually nobody.
 *
 * Nobody is missed: a newcomer's row is found by the next look, which reaches back `overlapMs` before the
 * previous one to cover clocks that differ between containers and an index that lags. A follower who left
 * stays remembered until a post to them is refused (then `forget`), and the whole list is read again
 * every `fullRefreshMs`, so rows removed by TTL do not linger either.
 */
export interface FollowerCache {
  followers(topic: string): Promise<string[]>;
  /** The socket is gone: post nothing more to it. */
  forget(connectionId: string): void;
}

export interface FollowerCacheOptions {
  now?: () => number;
  fullRefreshMs?: number;
  overlapMs?: number;
  /** Topics remembered at most; beyond that the memory starts again (a container lives for hours). */
  maxTopics?: number;
}

interface Known {
  ids: Set<string>;
  readAllAt: number;
  lookedAt: number;
}

export function followerCache(connections: Pick<LiveConnectionRepository, 'subscribers' | 'subscribersSince'>, options: FollowerCacheOptions = {}): FollowerCache {
  const now = options.now ?? Date.now;
  const fullRefreshMs = options.fullRefreshMs ?? 60_000;
  const overlapMs = options.overlapMs ?? 5_000;
  const maxTopics = options.maxTopics ?? 10_000;
  const known = new Map<string, Known>();

  return {
    async followers(topic) {
      const startedAt = now();
      const entry = known.get(topic);
      if (!entry || startedAt - entry.readAllAt >= fullRefreshMs) {
        const ids = await connections.subscribers(topic);
        if (!known.has(topic) && known.size >= maxTopics) known.clear();
        known.set(topic, { ids: new Set(ids), readAllAt: startedAt, lookedAt: startedAt });
        return ids;
      }
      const newcomers = await connections.subscribersSince(topic, new Date(entry.lookedAt - overlapMs).toISOString());
      for (const id of newcomers) entry.ids.add(id);
      entry.lookedAt = Math.max(entry.lookedAt, startedAt);
      return [...entry.ids];
    },
    forget(connectionId) {
      for (const entry of known.values()) entry.ids.delete(connectionId);
    },
  };
}
