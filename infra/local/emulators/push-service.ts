import { createServer, type IncomingHttpHeaders } from 'node:http';
import { createServer as createHttp2Server, type Http2Session } from 'node:http2';
import { createServer as createSocketServer, type Socket } from 'node:net';
import { compactVerify, importJWK } from 'jose';
import type { LocalProfile } from '../profile';

/** One push as the emulator received it: still encrypted (aes128gcm), with the headers that came with it. */
export interface ReceivedPush {
  /** The last path segment of the endpoint: the subscription's name in tests. */
  id: string;
  receivedAt: number;
  /** base64 of the encrypted body. */
  body: string;
  ttl: string | undefined;
  urgency: string | undefined;
  topic: string | undefined;
}

export interface PushServiceEmulator {
  /** The origin endpoints are made under: `${origin}/push/<id>`. Allowed by the local cloud's PITCHSIDE_PUSH_ALLOWED_ORIGINS. */
  origin: string;
  stop(): Promise<void>;
}

const MAX_BODY = 4096;

/** What the emulator uses of a request and a response, the same over HTTP/1.1 and HTTP/2. */
interface PushRequest extends AsyncIterable<Buffer> {
  url?: string;
  method?: string;
  headers: IncomingHttpHeaders;
}
interface PushReply {
  writeHead(status: number, headers?: Record<string, string>): unknown;
  end(body: string): unknown;
  end(): unknown;
  on(event: 'close', listener: () => void): unknown;
}

/** The connection preface every HTTP/2 client opens with (RFC 9113 §3.4): "PRI * HTTP/2.0…". */
const isHttp2Preface = (chunk: Buffer) => chunk.subarray(0, 4).toString('latin1') === 'PRI ';

/**
 * Tokens already verified, with their expiry: a sender reuses one token for many pushes (as real push
 * services cache them too), so the emulator's own CPU per push stays out of the sender's figures.
 */
const verified = new Map<string, number>();

/** `vapid t=<jwt>, k=<p256 public key>`: the token must be signed by that key, for this origin, and not expired. */
async function vapidProblem(header: string | undefined, origin: string): Promise<string | null> {
  const known = header ? verified.get(header) : undefined;
  if (known !== undefined && known * 1000 > Date.now()) return null;
  const problem = await verifyVapid(header, origin);
  if (!problem && header) verified.set(header, Number(JSON.parse(Buffer.from(/t=([^.]+)\.([^.]+)/.exec(header)?.[2] ?? '', 'base64url').toString('utf8') || '{}').exp ?? 0));
  return problem;
}

async function verifyVapid(header: string | undefined, origin: string): Promise<string | null> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) return 'Authorization must be "vapid t=…, k=…"';
  const raw = Buffer.from(match[2] as string, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) return 'k is not a P-256 public key';
  const key = await importJWK({ kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') }, 'ES256');
  try {
    const { payload } = await compactVerify(match[1] as string, key);
    const claims = JSON.parse(Buffer.from(payload).toString('utf8')) as { aud?: string; exp?: number; sub?: string };
    if (claims.aud !== origin) return `aud ${claims.aud ?? '(none)'} is not ${origin}`;
    if (!claims.exp || claims.exp * 1000 < Date.now() || claims.exp * 1000 > Date.now() + 24 * 3600_000) return 'exp must be within 24 h';
    if (!claims.sub) return 'sub is missing';
    return null;
  } catch {
    return 'the token is not signed by k';
  }
}

/**
 * A push service on loopback that speaks RFC 8030 as the sender uses it: POST /push/<id> with an aes128gcm
 * body and a VAPID token, answered 201 — over HTTP/2 (cleartext, prior knowledge: what the sender tries first,
 * as real push services speak h2) and over HTTP/1.1 (tests, and the sender's fallback) on the same port. The id chooses the behaviour tests need: `gone-…` answers 410 (an
 * expired subscription), `slow-…` never answers (a timeout), `busy-…` answers 503 the first time. The
 * pushes are kept in memory and read back, encrypted, with GET /messages?id=<id> (tests decrypt them with
 * the subscription's keys); GET /stats?prefix=&since=<ms> counts the subscriptions reached since then
 * (`&arrivals`: with the time of each one's first push, and how many pushes were duplicates);
 * POST /clear forgets them.
 */
export async function startPushServiceEmulator(profile: Pick<LocalProfile, 'host' | 'ports'>): Promise<PushServiceEmulator> {
  const origin = `http://${profile.host}:${profile.ports.push}`;
  const received: ReceivedPush[] = [];
  // The subscriptions reached (one push or more) since a moment, by id prefix, kept up to date as pushes
  // arrive: a benchmark polling how many of 10,000 phones were reached must not make the emulator go
  // through every push on every poll (that CPU is not the sender's). A second push to a phone is not counted again.
  const tallies = new Map<string, { prefix: string; since: number; ids: Set<string> }>();
  const reachedSince = (prefix: string, since: number) => {
    const key = `${since}|${prefix}`;
    let tally = tallies.get(key);
    if (!tally) {
      tally = { prefix, since, ids: new Set(received.filter((push) => push.receivedAt >= since && push.id.startsWith(prefix)).map((push) => push.id)) };
      if (tallies.size < 100) tallies.set(key, tally);
    }
    return tally.ids.size;
  };
  const busySeen = new Set<string>();
  const hanging = new Set<PushReply>();

  const json = (res: PushReply, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  async function onPush(req: PushRequest, res: PushReply, id: string): Promise<void> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req) {
      size += chunk.length;
      if (size > MAX_BODY) return json(res, 413, { error: 'payload too large' });
      chunks.push(chunk);
    }
    if (req.headers['content-encoding'] !== 'aes128gcm') return json(res, 400, { error: 'Content-Encoding must be aes128gcm' });
    if (req.headers.ttl === undefined) return json(res, 400, { error: 'TTL is required' });
    const problem = await vapidProblem(req.headers.authorization, origin);
    if (problem) return json(res, 403, { error: problem });
    if (id.startsWith('gone-')) return json(res, 410, { error: 'subscription expired' });
    if (id.startsWith('slow-')) {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      return undefined;
    }
    if (id.startsWith('busy-') && !busySeen.has(id)) {
      busySeen.add(id);
      return json(res, 503, { error: 'try again' });
    }
    const now = Date.now();
    for (const tally of tallies.values()) if (now >= tally.since && id.startsWith(tally.prefix)) tally.ids.add(id);
    received.push({
      id,
      receivedAt: now,
      body: Buffer.concat(chunks).toString('base64'),
      ttl: req.headers.ttl as string | undefined,
      urgency: req.headers.urgency as string | undefined,
      topic: req.headers.topic as string | undefined,
    });
    res.writeHead(201, { location: `${origin}/messages/${received.length}` });
    res.end();
    return undefined;
  }

  const handle = (req: PushRequest, res: PushReply) => {
    const url = new URL(req.url ?? '/', origin);
    const pushMatch = /^\/push\/([A-Za-z0-9_-]{1,200})$/.exec(url.pathname);
    if (req.method === 'POST' && pushMatch) {
      onPush(req, res, pushMatch[1] as string).catch((error: unknown) => json(res, 500, { error: String(error) }));
      return;
    }
    if (req.method === 'GET' && url.pathname === '/messages') {
      const id = url.searchParams.get('id');
      const prefix = url.searchParams.get('prefix');
      return json(
        res,
        200,
        received.filter((push) => (!id || push.id === id) && (!prefix || push.id.startsWith(prefix))),
      );
    }
    if (req.method === 'GET' && url.pathname === '/stats') {
      const prefix = url.searchParams.get('prefix') ?? '';
      const since = Number(url.searchParams.get('since') ?? 0) || 0;
      if (!url.searchParams.has('arrivals')) return json(res, 200, { count: reachedSince(prefix, since) });
      // Each subscription's first push since then: when that phone was reached; the rest are duplicates.
      const first = new Map<string, number>();
      let pushes = 0;
      for (const push of received) {
        if (push.receivedAt < since || !push.id.startsWith(prefix)) continue;
        pushes += 1;
        if (!first.has(push.id)) first.set(push.id, push.receivedAt);
      }
      return json(res, 200, { count: first.size, arrivals: [...first.values()], duplicates: pushes - first.size });
    }
    if (req.method === 'POST' && url.pathname === '/clear') {
      received.length = 0;
      tallies.clear();
      busySeen.clear();
      return json(res, 200, { cleared: true });
    }
    return json(res, 404, { error: 'not found' });
  };
  const http1 = createServer(handle);
  http1.keepAliveTimeout = 60_000;
  const http2 = createHttp2Server(handle);
  const sessions = new Set<Http2Session>();
  http2.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  // Each connection goes to the server of the protocol its first bytes speak; the bytes are put back first.
  const sockets = new Set<Socket>();
  const server = createSocketServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.once('data', (chunk: Buffer) => {
      socket.pause();
      socket.unshift(chunk);
      (isHttp2Preface(chunk) ? http2 : http1).emit('connection', socket);
      process.nextTick(() => socket.resume());
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(profile.ports.push, profile.host, () => resolve());
  });
  return {
    origin,
    async stop() {
      hanging.clear();
      for (const session of sessions) session.destroy();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
