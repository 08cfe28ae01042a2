import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PUBLIC_READS_CACHE } from '../../resources';
import { cacheLifetime, createEdgeCache } from './edge-cache';
import type { ApiAnswer, ApiRequest } from './http-api';

let clock = 0;
let version = 0;
let cacheControl = 'public, max-age=0, s-maxage=5';
let status = 200;
let originDelayMs = 0;
const originCalls: string[] = [];
const originConditions: (string | undefined)[] = [];
let server: Server;
let base = '';

async function origin(request: ApiRequest): Promise<ApiAnswer> {
  originCalls.push(request.url);
  originConditions.push(request.headers['if-none-match']);
  const body = Buffer.from(JSON.stringify({ version, url: request.url }));
  if (originDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, originDelayMs));
  return { status, headers: { 'content-type': 'application/json', 'cache-control': cacheControl, etag: `W/"v${version}"` }, body };
}

beforeEach(async () => {
  clock = 1_000_000;
  version = 1;
  cacheControl = 'public, max-age=0, s-maxage=5';
  status = 200;
  originDelayMs = 0;
  originCalls.length = 0;
  originConditions.length = 0;
  const edge = createEdgeCache(origin, { now: () => clock });
  server = createServer((request, response) => void edge(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function read(path = '/api/public/tournaments/t1') {
  const response = await fetch(`${base}${path}`);
  return { version: ((await response.json()) as { version: number }).version, cache: response.headers.get('x-cache'), age: response.headers.get('age'), status: response.status };
}

describe('the local edge cache (CloudFront in front of the public reads)', () => {
  test('keys the printable schedule by Accept-Language too (it follows the reader without a lang); other reads by URL alone', async () => {
    const pdf = '/api/public/tournaments/t1/schedule.pdf';
    const readIn = async (path: string, language: string) => (await (await fetch(`${base}${path}`, { headers: { 'accept-language': language } })).json()) as { version: number };
    expect(await readIn(pdf, 'sv')).toMatchObject({ version: 1 });
    version = 2;
    expect(await readIn(pdf, 'de')).toMatchObject({ version: 2 });
    expect(await readIn(pdf, 'sv')).toMatchObject({ version: 1 });
    expect(await readIn(`${pdf}?lang=fr`, 'sv')).toMatchObject({ version: 2 });
    expect(originCalls).toEqual([pdf, pdf, `${pdf}?lang=fr`]);
    expect(await readIn('/api/public/tournaments/t1', 'sv')).toMatchObject({ version: 2 });
    version = 3;
    expect(await readIn('/api/public/tournaments/t1', 'de')).toMatchObject({ version: 2 });
  });

  test('a crowd reading within s-maxage gets the kept copy; after it, the new answer', async () => {
    expect(await read()).toMatchObject({ version: 1, cache: 'Miss from cloudfront', age: '0' });
    version = 2;
    clock += 4_000;
    expect(await read()).toMatchObject({ version: 1, cache: 'Hit from cloudfront', age: '4' });
    expect(originCalls).toHaveLength(1);
    clock += 1_001;
    expect(await read()).toMatchObject({ version: 2, cache: 'Miss from cloudfront' });
    expect(originCalls).toHaveLength(2);
  });

  test('stale-while-revalidate: one reader gets the old copy while it is refreshed, the next the new one', async () => {
    cacheControl = 'public, max-age=0, s-maxage=30, stale-while-revalidate=30';
    await read();
    version = 2;
    clock += 45_000;
    expect(await read()).toMatchObject({ version: 1, cache: 'Hit from cloudfront' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await read()).toMatchObject({ version: 2, cache: 'Hit from cloudfront', age: '0' });
    clock += 61_000;
    version = 3;
    expect(await read()).toMatchObject({ version: 3, cache: 'Miss from cloudfront' });
  });

  test('answers that say no-store or private, and errors, are never kept', async () => {
    for (const uncacheable of ['no-store', 'private, max-age=60', 'public, no-cache, s-maxage=5', 'public, max-age=0']) {
      cacheControl = uncacheable;
      await read('/api/public/tournaments/x');
      await read('/api/public/tournaments/x');
    }
    cacheControl = 'public, max-age=0, s-maxage=5';
    status = 404;
    expect(await read('/api/public/tournaments/y')).toMatchObject({ status: 404, cache: 'Miss from cloudfront' });
    status = 200;
    expect(await read('/api/public/tournaments/y')).toMatchObject({ status: 200, cache: 'Miss from cloudfront' });
    expect(originCalls).toHaveLength(10);
  });

  test('the key is the path and the query string', async () => {
    await read('/api/public/tournaments/t1/matches?division=A');
    await read('/api/public/tournaments/t1/matches?division=B');
    await read('/api/public/tournaments/t1/matches?division=A');
    expect(originCalls).toEqual(['/api/public/tournaments/t1/matches?division=A', '/api/public/tournaments/t1/matches?division=B']);
  });

  test(`a local call with ${PUBLIC_READS_CACHE.localOriginHeader} reaches the function and changes nothing kept`, async () => {
    await read();
    version = 2;
    const origin = await fetch(`${base}/api/public/tournaments/t1`, { headers: { [PUBLIC_READS_CACHE.localOriginHeader]: '1' } });
    expect([((await origin.json()) as { version: number }).version, origin.headers.get('x-cache')]).toEqual([2, null]);
    expect(await read()).toMatchObject({ version: 1, cache: 'Hit from cloudfront' });
  });

  test('a viewer holding the kept answer gets a 304; the edge itself always fetches whole answers', async () => {
    const conditional = (tag: string) => fetch(`${base}/api/public/tournaments/t1`, { headers: { 'if-none-match': tag } });
    const first = await conditional('W/"v0"');
    expect([first.status, first.headers.get('etag'), first.headers.get('x-cache')]).toEqual([200, 'W/"v1"', 'Miss from cloudfront']);
    const unchanged = await conditional('W/"v1"');
    expect([unchanged.status, await unchanged.text(), unchanged.headers.get('etag'), unchanged.headers.get('x-cache')]).toEqual([304, '', 'W/"v1"', 'Hit from cloudfront']);
    version = 2;
    clock += 6_000;
    const changed = await conditional('W/"v1"');
    expect([changed.status, changed.headers.get('etag')]).toEqual([200, 'W/"v2"']);
    expect(originConditions).toEqual([undefined, undefined]);
  });

  test('many readers missing at once make one origin request', async () => {
    originDelayMs = 50;
    const answers = await Promise.all(Array.from({ length: 20 }, () => read()));
    expect(originCalls).toHaveLength(1);
    expect(answers.every((answer) => answer.version === 1)).toBe(true);
  });

  test(`nothing is kept longer than the policy's ${PUBLIC_READS_CACHE.maxTtlSeconds} s, whatever s-maxage says`, () => {
    expect(cacheLifetime(200, 'public, s-maxage=86400')).toEqual({ freshMs: PUBLIC_READS_CACHE.maxTtlSeconds * 1000, staleMs: 0 });
    expect(cacheLifetime(200, 'public, max-age=0, s-maxage=5, stale-while-revalidate=30')).toEqual({ freshMs: 5_000, staleMs: 30_000 });
    expect(cacheLifetime(200, undefined)).toBeNull();
  });
});
