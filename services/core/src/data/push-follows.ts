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
  /**
   * The same rows a page at a time, topic after topic: a big audience (a team with 10,000 followers) can be
   * shared out while the rest of it is still being read, so the first phones hear of a goal sooner.
   */
  followerPages(topics: readonly string[], sizes?: FollowerPageSizes): AsyncGenerator<PushFollowRow[]>;
}

/** Rows in a topic's first page, and in each later one. */
export interface FollowerPageSizes {
  first: number;
  then: number;
}

/**
 * A first page that comes back in milliseconds, so pushing starts at once; then pages of 1,000, so the
 * audience arrives as a steady stream that keeps every container busy (measured in `bench:notify`:
 * DynamoDB's full 1 MB pages left the pushers idle while each was read; pages of 500 cost more per row).
 */
export const FOLLOWER_PAGES: FollowerPageSizes = { first: 200, then: 1000 };

/** What a fan-out needs of a row (a projection: DynamoDB sends no more, the SDK parses no more). */
const FOLLOWER_ATTRIBUTES = ['topic', 'subscriptionId', 'tournamentId', 'endpoint', 'p256dh', 'auth', 'kinds', 'language', 'expiresAt'] as const;

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
      const pages = await Promise.all(topics.map((topic) => pushFollow.query.byTopic({ topic }).go({ pages: 'all', attributes: [...FOLLOWER_ATTRIBUTES] })));
      return pages.flatMap(({ data }) => liveRows(data));
    },
    async *followerPages(topics, sizes = FOLLOWER_PAGES) {
      for (const topic of topics) {
        const query = pushFollow.query.byTopic({ topic });
        const first: FollowPage = await query.go({ attributes: [...FOLLOWER_ATTRIBUTES], limit: sizes.first });
        const rows = liveRows(first.data);
        if (rows.length > 0) yield rows;
        const last = first.data.at(-1)?.subscriptionId;
        if (!first.cursor || !last) continue;
        // A big audience: the rest is read in key ranges side by side, so it arrives several pages at a time.
        const ranges = rangesAfter(last.toLowerCase()).map(([from, to]) =>
          pagesOf((cursor) =>
            pushFollow.query
              .byTopic({ topic })
              .between({ subscriptionId: from }, { subscriptionId: to })
              .go({ cursor, attributes: [...FOLLOWER_ATTRIBUTES], limit: sizes.then }),
          ),
        );
        yield* asTheyCome(ranges);
      }
    },
  };
}

/**
 * The sort key holds the subscription id lower-cased (ElectroDB's key casing): a hash, so its first
 * character spreads the rows evenly. Four ranges of about equal size (letters are twice as likely, having
 * been both cases), written as inclusive bounds: '~' sorts after every character of an id.
 */
const ID_RANGES: readonly (readonly [string, string])[] = [
  ['-', 'b~'],
  ['c', 'j~'],
  ['k', 'r~'],
  ['s', 'z~'],
];

/**
 * The ranges still to read after a first page that ended at `last`. Every id has the same length, so `last`
 * followed by the smallest id character is the first key after it.
 */
export function rangesAfter(last: string): [string, string][] {
  return ID_RANGES.flatMap(([from, to]): [string, string][] => (to <= last ? [] : [[from > last ? from : `${last}-`, to]]));
}

/** A range's live rows a page at a time, the next page already being read while this one is handed on. */
async function* pagesOf(read: (cursor: string | null) => Promise<FollowPage>): AsyncGenerator<PushFollowRow[]> {
  let next: Promise<FollowPage> | undefined = read(null);
  while (next) {
    const page: FollowPage = await next;
    next = page.cursor ? read(page.cursor) : undefined;
    const rows = liveRows(page.data);
    if (rows.length > 0) yield rows;
  }
}

/** Pages from several ranges, each as soon as it arrives. */
async function* asTheyCome(sources: AsyncGenerator<PushFollowRow[]>[]): AsyncGenerator<PushFollowRow[]> {
  const step = (index: number) => (sources[index] as AsyncGenerator<PushFollowRow[]>).next().then((result) => ({ index, result }));
  const pending = new Map(sources.map((_, index) => [index, step(index)] as const));
  while (pending.size > 0) {
    const { index, result } = await Promise.race(pending.values());
    if (result.done) pending.delete(index);
    else {
      pending.set(index, step(index));
      yield result.value;
    }
  }
}

type StoredFollow = Pick<PushFollowRow, 'topic' | 'subscriptionId' | 'endpoint' | 'p256dh' | 'auth' | 'tournamentId'> & { kinds?: string[]; language?: string; expiresAt: number };
interface FollowPage {
  data: StoredFollow[];
  cursor: string | null;
}

/** TTL deletes lazily (hours late in AWS): an expired row is skipped here, not sent to. */
function liveRows(data: readonly StoredFollow[]): PushFollowRow[] {
  const nowSeconds = Math.floor(Date.now() / 1000);
  return data
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
    }));
}
