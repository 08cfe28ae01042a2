import { createHash } from 'node:crypto';
import { isLocale, type Locale, type PushRecipient } from '@pitchside/shared';
import type { Database } from '@pitchside/core/data';

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
  /** A topic's first rows (`size` at most), and the id its rest begins after (absent when that was all). */
  firstPage(topic: string, size?: number): Promise<FirstFollowPage>;
  /**
   * The rows of a topic whose ids fall in `range` (one of FOLLOWER_ID_RANGES) and come after `after`, a page at
   * a time: a big audience is read by as many containers as it has ranges, side by side.
   */
  rangePages(topic: string, range: FollowerIdRange, after?: string, pageSize?: number): AsyncGenerator<PushFollowRow[]>;
}

export interface FirstFollowPage {
  rows: PushFollowRow[];
  restAfter?: string;
}

/**
 * A first page that comes back in milliseconds, so pushing starts at once; then pages of 1,000 (measured in
 * `bench:notify`: DynamoDB's full 1 MB pages left the pushers idle while each was read; pages of 500 cost
 * more per row).
 */
export const FOLLOWER_PAGES = { first: 200, then: 1000 } as const;

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
    async firstPage(topic, size = FOLLOWER_PAGES.first) {
      const first = await rawPage(pushFollow.query.byTopic({ topic }), size, undefined);
      const last = first.Items?.at(-1)?.subscriptionId;
      return { rows: liveRows(topic, first.Items), ...(first.LastEvaluatedKey && last ? { restAfter: last } : {}) };
    },
    rangePages(topic, range, after, pageSize = FOLLOWER_PAGES.then) {
      const bounds = rangeAfter(range, after?.toLowerCase());
      if (!bounds) return noPages();
      const [from, to] = bounds;
      return pagesOf(topic, (startKey) => rawPage(pushFollow.query.byTopic({ topic }).between({ subscriptionId: from }, { subscriptionId: to }), pageSize, startKey));
    },
  };
}

/** Inclusive bounds of lower-cased subscription ids. */
export type FollowerIdRange = readonly [string, string];

/**
 * The sort key holds the subscription id lower-cased (ElectroDB's key casing): a base64url hash, so its
 * first character spreads the rows evenly, a letter twice as often as a digit, '-' or '_' (having been both
 * cases). Sixteen ranges of about equal size, in key order, written as inclusive bounds: '~' sorts after
 * every character of an id.
 */
export const FOLLOWER_ID_RANGES: readonly FollowerIdRange[] = [
  ['-', '2~'],
  ['3', '6~'],
  ['7', '_~'],
  ...Array.from({ length: 13 }, (_, pair): FollowerIdRange => {
    const letter = (offset: number) => String.fromCharCode(97 + pair * 2 + offset);
    return [letter(0), `${letter(1)}~`];
  }),
];

/**
 * The part of `range` after the (lower-cased) id `after`, or null when nothing of it is left. Every id has
 * the same length, so `after` followed by the smallest id character is the first key after it.
 */
export function rangeAfter(range: FollowerIdRange, after?: string): FollowerIdRange | null {
  const [from, to] = range;
  if (after === undefined || after < from) return range;
  if (to <= after) return null;
  return [`${after}-`, to];
}

/** Whether a subscription id's rows are read in this range. */
export const inIdRange = (range: FollowerIdRange, subscriptionId: string) => {
  const id = subscriptionId.toLowerCase();
  return range[0] <= id && id <= range[1];
};

async function* noPages(): AsyncGenerator<PushFollowRow[]> {}

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
