import type { Database } from './database';

export interface LiveConnectionRepository {
  open(connectionId: string, ttlSeconds: number): Promise<void>;
  /**
   * Adds the topics to what the connection follows, unless it would then follow more than `maxTopics`
   * ('too_many': nothing is written). Decided on the connection's row with a condition, so two messages
   * of one socket handled at once cannot both slip under the cap.
   */
  subscribe(connectionId: string, topics: string[], ttlSeconds: number, maxTopics: number): Promise<'subscribed' | 'too_many'>;
  close(connectionId: string): Promise<void>;
  subscribers(topic: string): Promise<string[]>;
  /** Followers whose subscription was written after `since` (ISO time): the newcomers of a topic. */
  subscribersSince(topic: string, since: string): Promise<string[]>;
}

/**
 * Reads and conditional writes of one subscribe at most. A page sends its topics in messages of 20 at once,
 * each handled by its own invocation, and each round lets at least one of them through.
 */
const SUBSCRIBE_ATTEMPTS = 10;

function expiry(ttlSeconds: number): number {
  return Math.floor(Date.now() / 1000) + ttlSeconds;
}

export function dynamoLiveConnectionRepository(db: Database): LiveConnectionRepository {
  const { liveConnection, liveSubscription } = db.entities;
  return {
    async open(connectionId, ttlSeconds) {
      await liveConnection.put({ connectionId, expiresAt: expiry(ttlSeconds) }).go();
    },
    async subscribe(connectionId, topics, ttlSeconds, maxTopics) {
      if (topics.length === 0) return 'subscribed';
      // The connection's row first: a topic is followed only once the cap allowed it, and `close` finds it.
      for (let attempt = 1; ; attempt++) {
        const { data } = await liveConnection.get({ connectionId }).go({ consistent: true });
        const held = data?.topics ?? [];
        if (new Set([...held, ...topics]).size > maxTopics) return 'too_many';
        try {
          await liveConnection
            .update({ connectionId })
            .add({ topics })
            // Unchanged since read: another message of this socket may have added topics in between.
            .where((attributes, { notExists, size, escape }) => (held.length === 0 ? notExists(attributes.topics) : `${size(attributes.topics)} = ${escape(held.length)}`))
            .go();
          break;
        } catch (error) {
          if (attempt >= SUBSCRIBE_ATTEMPTS || !/ConditionalCheckFailed|conditional request failed/i.test(String((error as Error)?.message ?? error))) throw error;
        }
      }
      const expiresAt = expiry(ttlSeconds);
      const subscribedAt = new Date().toISOString();
      await liveSubscription.put(topics.map((topic) => ({ topic, connectionId, subscribedAt, expiresAt }))).go();
      return 'subscribed';
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
