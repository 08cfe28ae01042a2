import { createServer, request, Agent, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32 } from 'node:zlib';

/**
 * AWS answers a query eventually consistent: for a moment after a write it may return a match as it was
 * before. DynamoDB Local never lags, which hid every reader that trusted a query. With the chaos switch
 * (`PITCHSIDE_SQS_CHAOS=1`, or `PITCHSIDE_INDEX_LAG=1` alone) the queue worker's functions reach DynamoDB
 * Local through this endpoint, which brings the lag back: every copy of a match a read handed out is kept,
 * and a query that lists a tournament's or a division's matches answers a third of them with an older kept
 * copy. Strongly consistent reads go to the base table and are never stale. It lives in the local cloud,
 * so no function's code or bundle knows about it; switched off, requests pass through untouched.
 */
export interface IndexLagOptions {
  /** Whether reads lag now: read per request, since the local cloud switches chaos on and off while running. */
  lagging: () => boolean;
  /** Whether this match, in this query, is answered with an older copy. */
  stale?: (key: string) => boolean;
  /** Which older copy (index into oldest-first history), given how many there are. */
  pick?: (count: number) => number;
}

type AttributeValue = { S?: string; N?: string } & Record<string, unknown>;
type Item = Record<string, AttributeValue>;
interface ReadAnswer {
  Item?: Item;
  Items?: Item[];
  Responses?: Record<string, Item[]>;
}

const HISTORY = 8;
/** The queries `listByTournament` makes: the tournament's partition, or gsi2 (tournament and division). */
const LAGGING_INDEXES = new Set([undefined, 'gsi2']);

export const chaosIndexLagOn = (env: NodeJS.ProcessEnv = process.env) => env.PITCHSIDE_SQS_CHAOS === '1' || env.PITCHSIDE_INDEX_LAG === '1';

const isMatch = (item: Item) => item.__edb_e__?.S === 'match';
const keyOf = (item: Item) => `${item.pk?.S}/${item.sk?.S}`;
const versionOf = (item: Item) => Number(item.version?.N ?? 0);

/** The copies of every match read so far, and the lag applied to a query's answer. */
export function matchHistory(options: Omit<IndexLagOptions, 'lagging'> = {}) {
  const seen = new Map<string, Item[]>();
  const stale = options.stale ?? (() => Math.random() < 1 / 3);
  const pick = options.pick ?? ((count: number) => Math.floor(Math.random() * count));
  const keep = (item: Item) => {
    if (!isMatch(item)) return;
    const history = seen.get(keyOf(item)) ?? [];
    if (history.some((copy) => versionOf(copy) === versionOf(item))) return;
    history.push(item);
    history.sort((a, b) => versionOf(a) - versionOf(b));
    if (history.length > HISTORY) history.shift();
    seen.set(keyOf(item), history);
  };
  const older = (item: Item): Item => {
    if (!isMatch(item)) return item;
    const history = (seen.get(keyOf(item)) ?? []).filter((copy) => versionOf(copy) < versionOf(item));
    if (history.length === 0 || !stale(keyOf(item))) return item;
    return history[Math.max(0, Math.min(history.length - 1, pick(history.length)))] as Item;
  };
  return { keep, older };
}

/** A read's answer with the lag applied (queries) and its matches kept; null when nothing in it changed. */
export function laggedAnswer(history: ReturnType<typeof matchHistory>, operation: string, request: { IndexName?: string; ConsistentRead?: boolean }, answer: ReadAnswer): ReadAnswer | null {
  const items = [answer.Item, ...(answer.Items ?? []), ...Object.values(answer.Responses ?? {}).flat()].filter((item): item is Item => item !== undefined);
  const lags = operation === 'Query' && !request.ConsistentRead && LAGGING_INDEXES.has(request.IndexName) && answer.Items !== undefined;
  const answered = lags ? answer.Items!.map(history.older) : null;
  items.forEach(history.keep);
  if (!answered || answered.every((item, index) => item === answer.Items![index])) return null;
  return { ...answer, Items: answered };
}

const READS = new Set(['GetItem', 'BatchGetItem', 'Query']);

const readBody = async (stream: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** Starts the endpoint in front of DynamoDB Local (`target`, its URL); answers the URL to point the SDK at. */
export async function startLaggingDynamoDb(target: string, options: IndexLagOptions): Promise<{ url: string; stop(): Promise<void> }> {
  const upstream = new URL(target);
  const agent = new Agent({ keepAlive: true });
  const history = matchHistory(options);
  const forward = (method: string, path: string, headers: IncomingHttpHeaders, body: Buffer) =>
    new Promise<IncomingMessage>((resolve, reject) => {
      // Uncompressed answers, so that a read's items can be swapped.
      const { 'accept-encoding': _encoding, ...passed } = headers;
      const outgoing = request({ host: upstream.hostname, port: upstream.port, method, path, headers: { ...passed, host: upstream.host }, agent }, resolve);
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  const handle = async (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const body = await readBody(incoming);
    const answer = await forward(incoming.method ?? 'POST', incoming.url ?? '/', incoming.headers, body);
    const operation = String(incoming.headers['x-amz-target'] ?? '').split('.')[1] ?? '';
    if (!options.lagging() || !READS.has(operation) || answer.statusCode !== 200) {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
      return;
    }
    const text = await readBody(answer);
    const changed = laggedAnswer(history, operation, JSON.parse(body.toString('utf8')) as never, JSON.parse(text.toString('utf8')) as ReadAnswer);
    const sent = changed ? Buffer.from(JSON.stringify(changed)) : text;
    // The SDK checks the answer against its checksum: a changed answer carries its own.
    const { 'transfer-encoding': _chunked, ...headers } = answer.headers;
    outgoing.writeHead(200, { ...headers, 'content-length': String(sent.length), ...(changed ? { 'x-amz-crc32': String(crc32(sent)) } : {}) });
    outgoing.end(sent);
  };
  const server = createServer((incoming, outgoing) => {
    handle(incoming, outgoing).catch((error: unknown) => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain' });
      outgoing.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
