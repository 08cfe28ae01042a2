import type { Database } from './database';

export interface LiveConnectionRepository {
  open(connectionId: string, ttlSeconds: number): Promise<void>;
  subscribe(connectionId: string, topics: string[], ttlSeconds: number): Promise<void>;
  close(connectionId: string): Promise<void>;
  subscribers(topic: string): Promise<string[]>;
  /** Followers whose subscription was written after `since` (ISO time): the newcomers of a topic. */
  subscribersSince(topic: string, since: string): Promise<string[]>;
}

function expiry(ttlSeconds: number): number {
  return Math.floor(Date.now() / 1000) + ttlSeconds;
}

export function dynamoLiveConnectionRepository(db: Database): LiveConnectionRepository {
  const { liveConnection, liveSubscription } = db.entities;
  return {
    async open(connectionId, ttlSeconds) {
      await liveConnection.put({ connectionId, expiresAt: expiry(ttlSeconds) }).go();
    },
    async subscribe(connectionId, topics, ttlSeconds) {
      if (topics.length === 0) return;
      const expiresAt = expiry(ttlSeconds);
      const subscribedAt = new Date().toISOString();
      await liveSubscription.put(topics.map((topic) => ({ topic, connectionId, subscribedAt, expiresAt }))).go();
      await liveConnection.update({ connectionId }).add({ topics }).go();
    },
    async close(connectionId) {
      const { data } = await liveConnection.get({ connectionId }).go();
      const topics = data?.topics ?? [];
      if (topics.length > 0) await liveSubscription.delete(topics.map((topic) => ({ topic, connectionId }))).go();
      await liveConnection.delete({ connectionId }).go();
    },
    async subscribers(topic) {
      // Only the ids: a popular match has hundreds of followers, and this runs for every event.
      const { data } = await liveSubscription.query.byTopic({ topic }).go({ pages: 'all', attributes: ['connectionId'] });
      return data.map((row) => row.connectionId);
    },
    async subscribersSince(topic, since) {
      const { data } = await liveSubscription.query
        .bySubscribedAt({ topic })
        .gt({ subscribedAt: since })
        .go({ pages: 'all', attributes: ['connectionId'] });
      return data.map((row) => row.connectionId);
    },
  };
}
