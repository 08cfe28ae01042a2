import http from 'node:http';
import http2, { type ClientHttp2Session } from 'node:http2';
import https from 'node:https';
import net, { type LookupFunction } from 'node:net';
import tls from 'node:tls';

/** A push service's answer: its HTTP status, or why there was none ('timeout': no answer within the time box). */
export type PushAnswer = number | 'failed' | 'internal' | 'timeout';

export interface PushTransport {
  post(url: URL, headers: Record<string, string | number>, body: Buffer): Promise<PushAnswer>;
  close(): void;
}

interface TransportOptions {
  lookup: LookupFunction;
  timeoutMs: number;
}

/** The lookup refused the host (it resolves to an internal address): never retried. */
const isInternal = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code === 'EPUSHINTERNAL';

/**
 * POSTs to push services over HTTP/2 where they speak it (FCM, Apple and Mozilla do): one connection per
 * push service, every push a stream on it, so a goal to 10,000 phones costs a frame each rather than a
 * request each (half the CPU of HTTP/1.1 on both ends, measured in `bench:notify`). An origin that does not
 * negotiate h2 (ALPN over TLS; prior knowledge over cleartext, which only the local emulator uses) is sent
 * HTTP/1.1 on kept-alive sockets from then on.
 */
export function pushTransport(options: TransportOptions): PushTransport {
  const sessions = new Map<string, Promise<ClientHttp2Session | null>>();
  const http1Only = new Set<string>();
  const agents = {
    'https:': new https.Agent({ keepAlive: true, maxSockets: 128, lookup: options.lookup }),
    'http:': new http.Agent({ keepAlive: true, maxSockets: 128, lookup: options.lookup }),
  };

  /** A TLS socket that offers h2, or a cleartext one; null when the origin chose HTTP/1.1. */
  function openSocket(url: URL): Promise<net.Socket | null> {
    return new Promise((resolve, reject) => {
      const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
      const socket =
        url.protocol === 'https:'
          ? tls.connect({ host: url.hostname, port, servername: url.hostname, ALPNProtocols: ['h2', 'http/1.1'], lookup: options.lookup })
          : net.connect({ host: url.hostname, port, lookup: options.lookup });
      const timer = setTimeout(() => socket.destroy(new Error('push service connection timed out')), options.timeoutMs);
      socket.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      socket.once(url.protocol === 'https:' ? 'secureConnect' : 'connect', () => {
        clearTimeout(timer);
        if (socket instanceof tls.TLSSocket && socket.alpnProtocol !== 'h2') {
          socket.destroy();
          resolve(null);
        } else resolve(socket);
      });
    });
  }

  /** An HTTP/2 session with the origin, or null when it speaks only HTTP/1.1. `forget` runs when it ends. */
  async function connect(url: URL, forget: () => void): Promise<ClientHttp2Session | null> {
    const socket = await openSocket(url);
    if (!socket) return null;
    const session = http2.connect(url.origin, { createConnection: () => socket });
    session.on('close', forget);
    session.on('goaway', forget);
    session.on('error', forget);
    // An idle connection does not keep a process (or a finished Lambda invocation) alive.
    session.unref();
    return new Promise((resolve, reject) => {
      // A server that never answers the preface is taken for HTTP/1.1 too.
      const timer = setTimeout(() => session.destroy(), options.timeoutMs);
      // Its settings frame, not our own 'connect': an HTTP/1.1 server takes the preface, answers 400 and closes.
      session.once('remoteSettings', () => {
        clearTimeout(timer);
        resolve(session);
      });
      session.once('close', () => clearTimeout(timer));
      session.once('error', (error) => (isInternal(error) ? reject(error) : resolve(null)));
      session.once('close', () => resolve(null));
    });
  }

  function sessionFor(url: URL): Promise<ClientHttp2Session | null> {
    const { origin } = url;
    const known = sessions.get(origin);
    if (known) return known;
    const opening: Promise<ClientHttp2Session | null> = connect(url, () => {
      if (sessions.get(origin) === opening) sessions.delete(origin);
    });
    sessions.set(origin, opening);
    opening.then(
      (session) => {
        if (session) return;
        http1Only.add(origin);
        sessions.delete(origin);
      },
      () => sessions.delete(origin),
    );
    return opening;
  }

  function overHttp2(session: ClientHttp2Session, url: URL, headers: Record<string, string | number>, body: Buffer): Promise<PushAnswer> {
    return new Promise((resolve) => {
      let stream: http2.ClientHttp2Stream;
      try {
        stream = session.request({ ':method': 'POST', ':path': `${url.pathname}${url.search}`, ...lowerCased(headers) });
      } catch {
        // The connection closed between being picked and used: the next push opens another.
        sessions.delete(url.origin);
        return resolve('failed');
      }
      stream.setTimeout(options.timeoutMs, () => stream.close(http2.constants.NGHTTP2_CANCEL));
      stream.once('response', (answer) => resolve(Number(answer[':status'] ?? 0)));
      stream.once('error', () => resolve('failed'));
      stream.once('close', () => resolve('failed'));
      stream.resume();
      stream.end(body);
    });
  }

  function overHttp1(url: URL, headers: Record<string, string | number>, body: Buffer): Promise<PushAnswer> {
    const request = url.protocol === 'http:' ? http.request : https.request;
    return new Promise((resolve) => {
      const req = request(url, { method: 'POST', agent: url.protocol === 'http:' ? agents['http:'] : agents['https:'], timeout: options.timeoutMs, headers }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('timeout', () => req.destroy(new Error('push timed out')));
      req.on('error', (error) => resolve(isInternal(error) ? 'internal' : 'failed'));
      req.end(body);
    });
  }

  async function send(url: URL, headers: Record<string, string | number>, body: Buffer): Promise<PushAnswer> {
    if (http1Only.has(url.origin)) return overHttp1(url, headers, body);
    let session: ClientHttp2Session | null;
    try {
      session = await sessionFor(url);
    } catch (error) {
      return isInternal(error) ? 'internal' : 'failed';
    }
    return session ? overHttp2(session, url, headers, body) : overHttp1(url, headers, body);
  }

  return {
    /**
     * One push, time-boxed as a whole: the lookup, the connection, a preface that never comes and the
     * answer together never take longer than `timeoutMs` (each step's own timer alone could add up to
     * twice that). The stream or socket left behind is closed by its own timer.
     */
    post(url, headers, body) {
      return new Promise<PushAnswer>((resolve) => {
        const timer = setTimeout(() => resolve('timeout'), options.timeoutMs);
        void send(url, headers, body).then((answer) => {
          clearTimeout(timer);
          resolve(answer);
        });
      });
    },
    close() {
      for (const session of sessions.values())
        void session.then(
          (open) => open?.close(),
          () => undefined,
        );
      sessions.clear();
      agents['http:'].destroy();
      agents['https:'].destroy();
    },
  };
}

const lowerCased = (headers: Record<string, string | number>) => Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
