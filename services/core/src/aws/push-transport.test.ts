import { lookup as dnsLookup } from 'node:dns';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createHttp2Server, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import type { AddressInfo, LookupFunction, Server } from 'node:net';
import { pushTransport, type PushTransport } from './push-transport';

/** Push services on loopback: what each push came over, and on how many connections. */
function pushService(kind: 'http2' | 'http1', answer = 201) {
  const seen: { version: string; length: number }[] = [];
  let connections = 0;
  const handle = (req: IncomingMessage | Http2ServerRequest, res: ServerResponse | Http2ServerResponse) => {
    let length = 0;
    req.on('data', (chunk: Buffer) => (length += chunk.length));
    req.on('end', () => {
      seen.push({ version: req.httpVersion, length });
      res.writeHead(answer);
      res.end();
    });
  };
  const server: Server = kind === 'http2' ? createHttp2Server(handle) : createServer(handle);
  server.on('connection', () => (connections += 1));
  return {
    seen,
    connections: () => connections,
    start: () => new Promise<URL>((resolve) => server.listen(0, '127.0.0.1', () => resolve(new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/push/phone-1`)))),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const lookup: LookupFunction = (hostname, options, callback) => dnsLookup(hostname, options, callback as never);
const body = Buffer.alloc(200, 1);
const headers = { TTL: '60', 'Content-Encoding': 'aes128gcm', 'Content-Length': body.length };
let transport: PushTransport;
afterEach(() => transport.close());

describe('the push transport', () => {
  it('sends every push to an HTTP/2 push service as a stream of one connection', async () => {
    const service = pushService('http2');
    const url = await service.start();
    transport = pushTransport({ lookup, timeoutMs: 2000 });
    const answers = await Promise.all(Array.from({ length: 50 }, () => transport.post(url, headers, body)));
    expect(answers).toEqual(Array.from({ length: 50 }, () => 201));
    expect(service.seen.every((push) => push.version === '2.0' && push.length === 200)).toBe(true);
    expect(service.connections()).toBe(1);
    transport.close();
    await service.stop();
  });

  it('falls back to HTTP/1.1 for a push service that does not speak HTTP/2, and stays there', async () => {
    const service = pushService('http1', 410);
    const url = await service.start();
    transport = pushTransport({ lookup, timeoutMs: 2000 });
    expect(await transport.post(url, headers, body)).toBe(410);
    expect(await Promise.all([transport.post(url, headers, body), transport.post(url, headers, body)])).toEqual([410, 410]);
    expect(service.seen.map((push) => push.version)).toEqual(['1.1', '1.1', '1.1']);
    transport.close();
    await service.stop();
  });

  it('gives up on a push service that never answers, within its time box, so the push can be retried later', async () => {
    const silent = createHttp2Server(() => undefined);
    const port = await new Promise<number>((resolve) => silent.listen(0, '127.0.0.1', () => resolve((silent.address() as AddressInfo).port)));
    transport = pushTransport({ lookup, timeoutMs: 300 });
    expect(await transport.post(new URL(`http://127.0.0.1:${port}/push/slow`), headers, body)).toBe('timeout');
    transport.close();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it('never connects where the lookup refuses the address (an endpoint resolving into the network)', async () => {
    const refusing: LookupFunction = (_hostname, _options, callback) => callback(Object.assign(new Error('internal'), { code: 'EPUSHINTERNAL' }), '', 0);
    transport = pushTransport({ lookup: refusing, timeoutMs: 1000 });
    expect(await transport.post(new URL('https://push.example.org/push/1'), headers, body)).toBe('internal');
    expect(await transport.post(new URL('http://push.example.org/push/1'), headers, body)).toBe('internal');
  });
});
