import { createServer, type IncomingHttpHeaders } from 'node:http';
import { createServer as createHttp2Server, type Http2Session, type IncomingHttpStatusHeader, type ServerHttp2Stream } from 'node:http2';
import { createServer as createSocketServer, type Socket } from 'node:net';
import type { Readable } from 'node:stream';
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

/** A request as the emulator reads it, the same over HTTP/1.1 and HTTP/2: its path, method, headers and body. */
interface PushRequest {
  path: string;
  method: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}
/** The answer: a status with a JSON body or headers, or no answer at all (a push service that hangs). */
type PushAnswer = { status: number; json?: unknown; headers?: Record<string, string> } | 'hang';

/** The connection preface every HTTP/2 client opens with (RFC 9113 §3.4): "PRI * HTTP/2.0…". */
const isHttp2Preface = (chunk: Buffer) => chunk.subarray(0, 4).toString('latin1') === 'PRI ';

/**
 * Tokens already verified, with their expiry: a sender reuses one token for many pushes (as real push
 * services cache them too), so the emulator's own CPU per push stays out of the sender's figures.
 */
const verified = new Map<string, number>();

/** `vapid t=<jwt>, k=<p256 public key>`: the token must be signed by that key, for this origin, and not expired. */
function vapidProblem(header: string | undefined, origin: string): string | null | Promise<string | null> {
  const known = header ? verified.get(header) : undefined;
  // A known token is answered at once: no promise per push.
  if (known !== undefined && known * 1000 > Date.now()) return null;
  return verifyVapid(header, origin).then((problem) => {
    if (!problem && header) verified.set(header, Number(JSON.parse(Buffer.from(/t=([^.]+)\.([^.]+)/.exec(header)?.[2] ?? '', 'base64url').toString('utf8') || '{}').exp ?? 0));
    return problem;
  });
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

/** Reads a request's body (no more than it takes to tell it is too large), then answers with `reply`. */
function serve(answer: (request: PushRequest) => PushAnswer | Promise<PushAnswer>, source: Readable, head: Omit<PushRequest, 'body'>, reply: (outcome: Exclude<PushAnswer, 'hang'>) => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  source.on('data', (chunk: Buffer) => {
    // Kept until the body is known to be too large: its length then says so, without keeping the rest.
    if (size <= MAX_BODY) chunks.push(chunk);
    size += chunk.length;
  });
  source.on('end', () => {
    const body = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks);
    // A push service that hangs never answers: `stop` ends its connection with the others.
    const settle = (outcome: PushAnswer) => (outcome === 'hang' ? undefined : reply(outcome));
    const outcome = answer({ ...head, body });
    if (outcome instanceof Promise) outcome.then(settle, (error: unknown) => reply({ status: 500, json: { error: String(error) } }));
    else settle(outcome);
  });
}

/** A push as kept: the body stays a Buffer until a test reads it back (base64 then, once, not per push). */
type StoredPush = Omit<ReceivedPush, 'body'> & { body: Buffer };

/**
 * A push service on loopback that speaks RFC 8030 as the sender uses it: POST /push/<id> with an aes128gcm
 * body and a VAPID token, answered 201 — over HTTP/2 (cleartext, prior knowledge: what the sender tries
 * first, as real push services speak h2) and over HTTP/1.1 (tests, and the sender's fallback) on the same
 * port. The id chooses the behaviour tests need: `gone-…` answers 410 (an expired subscription), `slow-…`
 * never answers (a timeout), `busy-…` answers 503 the first time. The pushes are kept in memory and read
 * back, encrypted, with GET /messages?id=<id> (tests decrypt them with the subscription's keys);
 * GET /stats?prefix=&since=<ms> counts the subscriptions reached since then (`&arrivals`: with the time of
 * each one's first push, and how many pushes were duplicates); POST /clear forgets them.
 *
 * HTTP/2 streams are answered directly, without Node's request/response compatibility objects: in
 * `bench:notify` this process shares two cores with the sender it measures, so what it spends per push is
 * taken from the figures.
 */
export async function startPushServiceEmulator(profile: Pick<LocalProfile, 'host' | 'ports'>): Promise<PushServiceEmulator> {
  const origin = `http://${profile.host}:${profile.ports.push}`;
  const received: StoredPush[] = [];
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

  function accepted(request: PushRequest, id: string): PushAnswer {
    if (id.startsWith('gone-')) return { status: 410, json: { error: 'subscription expired' } };
    if (id.startsWith('slow-')) return 'hang';
    if (id.startsWith('busy-') && !busySeen.has(id)) {
      busySeen.add(id);
      return { status: 503, json: { error: 'try again' } };
    }
    const now = Date.now();
    for (const tally of tallies.values()) if (now >= tally.since && id.startsWith(tally.prefix)) tally.ids.add(id);
    const header = (name: string) => request.headers[name] as string | undefined;
    received.push({ id, receivedAt: now, body: request.body, ttl: header('ttl'), urgency: header('urgency'), topic: header('topic') });
    return { status: 201, headers: { location: `${origin}/messages/${received.length}` } };
  }

  function onPush(request: PushRequest, id: string): PushAnswer | Promise<PushAnswer> {
    if (request.body.length > MAX_BODY) return { status: 413, json: { error: 'payload too large' } };
    if (request.headers['content-encoding'] !== 'aes128gcm') return { status: 400, json: { error: 'Content-Encoding must be aes128gcm' } };
    if (request.headers.ttl === undefined) return { status: 400, json: { error: 'TTL is required' } };
    const problem = vapidProblem(request.headers.authorization, origin);
    const decide = (found: string | null): PushAnswer => (found ? { status: 403, json: { error: found } } : accepted(request, id));
    return problem instanceof Promise ? problem.then(decide) : decide(problem);
  }

  function answer(request: PushRequest): PushAnswer | Promise<PushAnswer> {
    const pushMatch = request.method === 'POST' ? /^\/push\/([A-Za-z0-9_-]{1,200})$/.exec(request.path) : null;
    if (pushMatch) return onPush(request, pushMatch[1] as string);
    const url = new URL(request.path, origin);
    if (request.method === 'GET' && url.pathname === '/messages') {
      const id = url.searchParams.get('id');
      const prefix = url.searchParams.get('prefix');
      const pushes = received.filter((push) => (!id || push.id === id) && (!prefix || push.id.startsWith(prefix)));
      return { status: 200, json: pushes.map((push): ReceivedPush => ({ ...push, body: push.body.toString('base64') })) };
    }
    if (request.method === 'GET' && url.pathname === '/stats') {
      const prefix = url.searchParams.get('prefix') ?? '';
      const since = Number(url.searchParams.get('since') ?? 0) || 0;
      if (!url.searchParams.has('arrivals')) return { status: 200, json: { count: reachedSince(prefix, since) } };
      // Each subscription's first push since then: when that phone was reached; the rest are duplicates.
      const first = new Map<string, number>();
      let pushes = 0;
      for (const push of received) {
        if (push.receivedAt < since || !push.id.startsWith(prefix)) continue;
        pushes += 1;
        if (!first.has(push.id)) first.set(push.id, push.receivedAt);
      }
      return { status: 200, json: { count: first.size, arrivals: [...first.values()], duplicates: pushes - first.size } };
    }
    if (request.method === 'POST' && url.pathname === '/clear') {
      received.length = 0;
      tallies.clear();
      busySeen.clear();
      return { status: 200, json: { cleared: true } };
    }
    return { status: 404, json: { error: 'not found' } };
  }

  const http1 = createServer((req, res) => {
    serve(answer, req, { path: req.url ?? '/', method: req.method ?? 'GET', headers: req.headers }, ({ status, json, headers }) => {
      res.writeHead(status, json === undefined ? headers : { 'content-type': 'application/json' });
      res.end(json === undefined ? undefined : JSON.stringify(json));
    });
  });
  http1.keepAliveTimeout = 60_000;
  const http2 = createHttp2Server();
  http2.on('stream', (stream: ServerHttp2Stream, headers: IncomingHttpHeaders & IncomingHttpStatusHeader) => {
    serve(answer, stream, { path: String(headers[':path'] ?? '/'), method: String(headers[':method'] ?? 'GET'), headers }, ({ status, json, headers: extra }) => {
      if (stream.destroyed) return;
      if (json === undefined) stream.respond({ ':status': status, ...extra }, { endStream: true });
      else {
        stream.respond({ ':status': status, 'content-type': 'application/json' });
        stream.end(JSON.stringify(json));
      }
    });
  });
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
      for (const session of sessions) session.destroy();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
