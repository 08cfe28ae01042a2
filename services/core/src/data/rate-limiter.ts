import type { Database } from './database';

export interface RateLimiter {
  /** Counts one attempt for `key`; false once more than `limit` were made in the current window. */
  attempt(key: string, limit: number, windowSeconds: number, now?: Date): Promise<boolean>;
}

export function dynamoRateLimiter(db: Database): RateLimiter {
  const { rateLimit } = db.entities;
  return {
    async attempt(key, limit, windowSeconds, now = new Date()) {
      const window = Math.floor(now.getTime() / 1000 / windowSeconds);
      const { data } = await rateLimit
        .upsert({ key, window, expiresAt: (window + 2) * windowSeconds })
        .add({ count: 1 })
        .go({ response: 'all_new' });
      return (data.count ?? 0) <= limit;
    },
  };
}
