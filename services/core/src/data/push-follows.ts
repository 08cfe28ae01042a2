import { createHash } from 'node:crypto';
import { isLocale, type Locale, type PushRecipient } from '@pitchside/shared';
import type { Database } from './database';

export interface PushFollowRow extends PushRecipient {
  tournamentId?: string;
  /** Absent for a signed-in person's device: they get every kind their role has. */
  kinds?: string[];
  /** The words its notifications are in (issue 20); English when absent. */
  language?: Locale;
}

export interface PushFollowRepository {
  /** Creates or replaces the phone's row under `topic`. */
  put(row: Omit<PushFollowRow, 'subscriptionId'>, expiresAt: number): Promise<{ subscriptionId: string }>;
  remove(topic: string, subscriptionId: string): Promise<void>;
  /** Every row of these topics (each topic's partition read in full, in parallel). */
  followers(topics: readonly string[]): Promise<PushFollowRow[]>;
}

/** The id of a push subscription: its endpoint, hashed (the endpoint itself is a capability and never a key). */
export function pushSubscriptionId(endpoint: string): string {
  return createHash('sha256').update(endpoint).digest('base64url').slice(0, 32);
}

export function dynamoPushFollowRepository(db: Database): PushFollowRepository {
  const { pushFollow } = db.entities;
  return {
    async put(row, expiresAt) {
      const subscriptionId = pushSubscriptionId(row.endpoint);
      await pushFollow
        .put({
          topic: row.topic,
          subscriptionId,
          endpoint: row.endpoint,
          p256dh: row.p256dh,
          auth: row.auth,
          expiresAt,
          ...(row.tournamentId ? { tournamentId: row.tournamentId } : {}),
          ...(row.kinds ? { kinds: row.kinds } : {}),
          ...(row.language ? { language: row.language } : {}),
        })
        .go();
      return { subscriptionId };
    },
    async remove(topic, subscriptionId) {
      await pushFollow.delete({ topic, subscriptionId }).go();
    },
    async followers(topics) {
      const nowSeconds = Math.floor(Date.now() / 1000);
      const pages = await Promise.all(topics.map((topic) => pushFollow.query.byTopic({ topic }).go({ pages: 'all' })));
      // TTL deletes lazily (hours late in AWS): an expired row is skipped here, not sent to.
      return pages.flatMap(({ data }) =>
        data
          .filter((row) => row.expiresAt > nowSeconds)
          .map((row) => ({
            topic: row.topic,
            subscriptionId: row.subscriptionId,
            endpoint: row.endpoint,
            p256dh: row.p256dh,
            auth: row.auth,
            ...(row.tournamentId ? { tournamentId: row.tournamentId } : {}),
            ...(row.kinds ? { kinds: [...row.kinds] } : {}),
            ...(isLocale(row.language) ? { language: row.language } : {}),
          })),
      );
    },
  };
}
