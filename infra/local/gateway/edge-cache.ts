import type { IncomingMessage, ServerResponse } from 'node:http';
import { etagMatches } from '@pitchside/shared';
import { PUBLIC_READS_CACHE, publicReadCacheKey } from '../../resources';
import { toApiRequest, writeAnswer, type ApiAnswer, type ApiRequest } from './http-api';

export type Origin = (request: ApiRequest) => Promise<ApiAnswer>;

interface Entry {
  answer: ApiAnswer;
  storedAt: number;
  freshMs: number;
  staleMs: number;
}

/** How long an answer may be kept and served stale, from its Cache-Control; null when it may not be kept. */
export function cacheLifetime(status: number, cacheControl: string | string[] | undefined): { freshMs: number; staleMs: number } | null {
  if (status !== 200 || typeof cacheControl !== 'string') return null;
  const directives = new Map(
    cacheControl.split(',').map((part) => {
      const [name = '', value = ''] = part.trim().toLowerCase().split('=');
      return [name, value] as const;
    }),
  );
  if (directives.has('no-store') || directives.has('private') || directives.has('no-cache')) return null;
  const seconds = Number(directives.get('s-maxage') ?? directives.get('max-age') ?? 0);
  const fresh = Math.min(Number.isFinite(seconds) ? seconds : 0, PUBLIC_READS_CACHE.maxTtlSeconds);
  if (fresh <= 0) return null;
  const stale = Number(directives.get('stale-while-revalidate') ?? 0);
  return { freshMs: fresh * 1000, staleMs: Number.isFinite(stale) && stale > 0 ? stale * 1000 : 0 };
}

/**
 * CloudFront's cache in front of the public reads (the `PUBLIC_READS_CACHE` behaviour of WebStack), so
 * the local cloud answers a crowd the way AWS does: a 200 with `s-maxage` is served from memory until it
 * expires, then for `stale-while-revalidate` more while one background request refreshes it; concurrent
 * misses for one key make one origin request (CloudFront's request collapsing). The key is the path and
 * query string, plus `Accept-Language` on the reads that follow it (`publicReadCacheKey`, the same
 * definition the cache policies are built from). A viewer's `If-None-Match` is answered
 * here (304 when it names the kept answer's tag), never passed on: the edge fetches whole answers.
 */
export function createEdgeCache(origin: Origin, options: { now?: () => number; maxEntries?: number } = {}) {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 5_000;
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<ApiAnswer>>();

  function fetchAndStore(key: string, request: ApiRequest): Promise<ApiAnswer> {
    const running = inFlight.get(key);
    if (running) return running;
    const fetching = origin(request)
      .then((answer) => {
        const lifetime = cacheLifetime(answer.status, answer.headers['cache-control']);
        entries.delete(key);
        if (lifetime) {
          entries.set(key, { answer, storedAt: now(), ...lifetime });
          // Oldest first: Map keeps insertion order, and a refresh re-inserts.
          if (entries.size > maxEntries)
            for (const old of entries.keys()) {
              entries.delete(old);
              break;
            }
        }
        return answer;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, fetching);
    return fetching;
  }

  return async function serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const key = publicReadCacheKey(request.url ?? '/', (name) => headerText(request.headers[name]));
    if (request.method !== 'GET' || request.headers[PUBLIC_READS_CACHE.localOriginHeader] !== undefined) return writeAnswer(response, await origin(toApiRequest(request)));
    const viewerTag = request.headers['if-none-match'];
    const entry = entries.get(key);
    const age = entry ? now() - entry.storedAt : 0;
    if (entry && age < entry.freshMs + entry.staleMs) {
      if (age >= entry.freshMs) fetchAndStore(key, wholeAnswerRequest(request)).catch(() => undefined);
      return writeAnswer(response, served(entry.answer, 'Hit', age, viewerTag));
    }
    return writeAnswer(response, served(await fetchAndStore(key, wholeAnswerRequest(request)), 'Miss', 0, viewerTag));
  };
}

/** The origin request the edge makes for its cache: without the viewer's conditions. */
function wholeAnswerRequest(request: IncomingMessage): ApiRequest {
  const { 'if-none-match': _tag, 'if-modified-since': _since, ...headers } = request.headers;
  return { ...toApiRequest(request), headers };
}

function served(answer: ApiAnswer, result: 'Hit' | 'Miss', ageMs: number, viewerTag: string | undefined): ApiAnswer {
  const headers: Record<string, string | string[]> = { ...answer.headers, age: String(Math.floor(ageMs / 1000)), 'x-cache': `${result} from cloudfront` };
  const { etag } = answer.headers;
  if (answer.status === 200 && typeof etag === 'string' && etagMatches(viewerTag, etag)) {
    const { 'content-type': _type, 'content-length': _length, ...unchanged } = headers;
    return { status: 304, headers: unchanged, body: Buffer.alloc(0) };
  }
  return { ...answer, headers };
}

const headerText = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : value);
