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

/**
 * What a fan-out needs of a row (a projection: DynamoDB sends no more, the SDK parses no more). The topic is
 * the one asked for; the tournament is not needed.
 */
const FOLLOWER_ATTRIBUTES = ['subscriptionId', 'endpoint', 'p256dh', 'auth', 'kinds', 'language', 'expiresAt'] as const;

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
      const lists = await Promise.all(
        topics.map(async (topic) => {
          const rows: PushFollowRow[] = [];
          for await (const page of pagesOf(topic, (startKey) => rawPage(pushFollow.query.byTopic({ topic }), 1000, startKey))) rows.push(...page);
          return rows;
        }),
      );
      return lists.flat();
    },
    async *followerPages(topics, sizes = FOLLOWER_PAGES) {
      for (const topic of topics) {
        const first = await rawPage(pushFollow.query.byTopic({ topic }), sizes.first, undefined);
        const rows = liveRows(topic, first.Items);
        if (rows.length > 0) yield rows;
        const last = first.Items?.at(-1)?.subscriptionId;
        if (!first.LastEvaluatedKey || !last) continue;
        // A big audience: the rest is read in key ranges side by side, so it arrives several pages at a time.
        const ranges = rangesAfter(last.toLowerCase()).map(([from, to]) =>
          pagesOf(topic, (startKey) => rawPage(pushFollow.query.byTopic({ topic }).between({ subscriptionId: from }, { subscriptionId: to }), sizes.then, startKey)),
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
async function* pagesOf(topic: string, read: (startKey: DynamoKey | undefined) => Promise<RawFollowPage>): AsyncGenerator<PushFollowRow[]> {
  let next: Promise<RawFollowPage> | undefined = read(undefined);
  while (next) {
    const page: RawFollowPage = await next;
    next = page.LastEvaluatedKey ? read(page.LastEvaluatedKey) : undefined;
    const rows = liveRows(topic, page.Items);
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

type DynamoKey = Record<string, unknown>;
/** A follow row as DynamoDB returns it: `kinds` is a string set. */
interface StoredFollow {
  subscriptionId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  kinds?: ReadonlySet<string> | readonly string[];
  language?: string;
  expiresAt: number;
}
interface RawFollowPage {
  Items?: StoredFollow[];
  LastEvaluatedKey?: DynamoKey;
}

/**
 * One page of a topic's query, as DynamoDB returned it: ElectroDB builds the key condition, but its
 * formatting of every row is skipped (`data: 'raw'`). Reading a 10,000-phone audience is the one stretch of
 * a goal's fan-out that a single container does alone, and formatting was a third of its CPU there
 * (`bench:notify`); the rows need no more than their attributes, which the projection names.
 */
async function rawPage(query: { go(options: object): Promise<unknown> }, limit: number, startKey: DynamoKey | undefined): Promise<RawFollowPage> {
  const answer = (await query.go({ data: 'raw', limit, attributes: [...FOLLOWER_ATTRIBUTES], ...(startKey ? { params: { ExclusiveStartKey: startKey } } : {}) })) as { data: RawFollowPage };
  return answer.data;
}

/** TTL deletes lazily (hours late in AWS): an expired row is skipped here, not sent to. */
function liveRows(topic: string, data: readonly StoredFollow[] = []): PushFollowRow[] {
  const nowSeconds = Math.floor(Date.now() / 1000);
  const rows: PushFollowRow[] = [];
  for (const row of data) {
    if (!(row.expiresAt > nowSeconds)) continue;
    rows.push({
      topic,
      subscriptionId: row.subscriptionId,
      endpoint: row.endpoint,
      p256dh: row.p256dh,
      auth: row.auth,
      ...(row.kinds ? { kinds: [...row.kinds] } : {}),
      ...(isLocale(row.language) ? { language: row.language } : {}),
    });
  }
  return rows;
}
