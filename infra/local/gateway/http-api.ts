import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BODY_LIMITS, ROUTES, routeKey, type RouteDefinition } from '@pitchside/shared';
import { invoke } from './functions';
import type { createJwtAuthorizer } from './jwt-authorizer';
import { ORIGIN_VERIFY } from '../../resources';
import { decodePathSegment } from './request-line';

interface CompiledRoute {
  route: RouteDefinition;
  pattern: RegExp;
  names: string[];
}

function compile(route: RouteDefinition): CompiledRoute {
  const names: string[] = [];
  const source = route.path
    .split('/')
    .map((segment) => {
      const greedy = /^\{(\w+)\+\}$/.exec(segment);
      if (greedy?.[1]) {
        names.push(greedy[1]);
        return '(.+)';
      }
      const param = /^\{(\w+)\}$/.exec(segment);
      if (param?.[1]) {
        names.push(param[1]);
        return '([^/]+)';
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { route, pattern: new RegExp(`^${source}$`), names };
}

const compiled = ROUTES.map(compile);

export function matchRoute(method: string, path: string): { route: RouteDefinition; params: Record<string, string> } | 'method-not-allowed' | 'malformed' | null {
  let pathMatched = false;
  for (const candidate of compiled) {
    const match = candidate.pattern.exec(path);
    if (!match) continue;
    pathMatched = true;
    // A HEAD reaches a GET the manifest marks `head` (API Gateway has a HEAD route for it, see ApiStack).
    const headOfGet = method === 'HEAD' && candidate.route.method === 'GET' && 'head' in candidate.route && candidate.route.head === true;
    if (candidate.route.method !== method && !headOfGet) continue;
    const params: Record<string, string> = {};
    for (const [index, name] of candidate.names.entries()) {
      const value = decodePathSegment(match[index + 1] ?? '');
      // `%FF` is not UTF-8: API Gateway refuses the request (400) before any function runs.
      if (value === null) return 'malformed';
      params[name] = value;
    }
    return { route: candidate.route, params };
  }
  return pathMatched ? 'method-not-allowed' : null;
}

/**
 * The body, or 'too-large' past API Gateway's payload limit. Past the limit the rest is read and
 * dropped (not kept) so the client gets its 413 instead of a connection reset mid-upload.
 */
function readBody(request: IncomingMessage): Promise<Buffer | 'too-large'> {
  return new Promise((resolvePromise, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= BODY_LIMITS.apiGatewayBytes) chunks.push(chunk);
      else chunks.length = 0;
    });
    request.on('end', () => resolvePromise(size > BODY_LIMITS.apiGatewayBytes ? 'too-large' : Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function isTextual(contentType: string | undefined): boolean {
  return !contentType || /^(text\/|application\/(json|x-www-form-urlencoded|xml|javascript))|\+json/i.test(contentType);
}

/** An HTTP exchange as API Gateway sees it: what came in (body read) and what goes out. */
export interface ApiRequest {
  method: string;
  /** Path and query string, as on the request line. */
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
  sourceIp: string;
}

export interface ApiAnswer {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

const answer = (status: number, body: unknown): ApiAnswer => ({ status, headers: { 'content-type': 'application/json' }, body: Buffer.from(JSON.stringify(body)) });

export function writeAnswer(response: ServerResponse, { status, headers, body }: ApiAnswer): void {
  response.writeHead(status, headers);
  response.end(body.length > 0 ? body : undefined);
}

interface LambdaHttpResult {
  statusCode?: number;
  headers?: Record<string, string>;
  body?: string;
  isBase64Encoded?: boolean;
  cookies?: string[];
}

/** Answers `/api/*` from the manifest with the HTTP API's event shape (payload v2) and JWT authorizer. */
export function createHttpApi(authorize: ReturnType<typeof createJwtAuthorizer>) {
  async function respond(request: ApiRequest): Promise<ApiAnswer> {
    const url = new URL(request.url, 'http://local');
    const { method } = request;
    const matched = matchRoute(method, url.pathname);
    if (matched === 'malformed') return answer(400, { message: 'Bad Request' });
    if (matched === null || matched === 'method-not-allowed') return answer(404, { message: 'Not Found' });
    const { route, params } = matched;
    const key = routeKey({ method: method === 'HEAD' ? 'HEAD' : route.method, path: route.path });

    let claims: Record<string, string> | null = null;
    if (route.auth === 'jwt') {
      claims = await authorize(request.headers.authorization);
      // What the real JWT authorizer answers, before any function runs.
      if (!claims) return answer(401, { message: 'Unauthorized' });
    }

    const { body } = request;
    const contentType = request.headers['content-type'];
    const textual = isTextual(contentType);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers)) if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(',') : value;
    // As CloudFront does: the origin-verify secret replaces whatever the client sent under that name.
    headers[ORIGIN_VERIFY.header] = ORIGIN_VERIFY.localSecret;
    const query: Record<string, string> = {};
    for (const [name, value] of url.searchParams) query[name] = name in query ? `${query[name]},${value}` : value;
    const now = new Date();

    const event = {
      version: '2.0',
      routeKey: key,
      rawPath: url.pathname,
      rawQueryString: url.search.replace(/^\?/, ''),
      ...(request.headers.cookie ? { cookies: request.headers.cookie.split(/;\s*/) } : {}),
      headers,
      ...(url.search ? { queryStringParameters: query } : {}),
      ...(Object.keys(params).length > 0 ? { pathParameters: params } : {}),
      requestContext: {
        accountId: '000000000000',
        apiId: 'local',
        domainName: request.headers.host ?? 'localhost',
        domainPrefix: 'localhost',
        http: { method, path: url.pathname, protocol: 'HTTP/1.1', sourceIp: request.sourceIp, userAgent: request.headers['user-agent'] ?? '' },
        requestId: randomUUID(),
        routeKey: key,
        stage: '$default',
        time: now.toUTCString(),
        timeEpoch: now.getTime(),
        ...(claims ? { authorizer: { jwt: { claims, scopes: null } } } : {}),
      },
      ...(body.length > 0 ? { body: textual ? body.toString('utf8') : body.toString('base64'), isBase64Encoded: !textual } : { isBase64Encoded: false }),
    };

    // Lambda takes at most 6 MB per synchronous invocation (the whole event); the HTTP API answers 413.
    if (Buffer.byteLength(JSON.stringify(event), 'utf8') > BODY_LIMITS.lambdaEventBytes) return answer(413, { message: 'Request Entity Too Large' });

    let result: LambdaHttpResult;
    try {
      result = (await invoke(route.service, event)) as LambdaHttpResult;
    } catch (error) {
      console.error(`[gateway] ${routeKey(route)} crashed:`, error);
      return answer(500, { message: 'Internal Server Error' });
    }
    const responseHeaders: Record<string, string | string[]> = { ...(result.headers ?? {}) };
    if (result.cookies?.length) responseHeaders['set-cookie'] = result.cookies;
    return { status: result.statusCode ?? 200, headers: responseHeaders, body: result.body ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8') : Buffer.alloc(0) };
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await readBody(request);
    if (body === 'too-large') return writeAnswer(response, answer(413, { message: 'Request Entity Too Large' }));
    writeAnswer(response, await respond(toApiRequest(request, body)));
  }

  return { respond, handle };
}

export function toApiRequest(request: IncomingMessage, body: Buffer = Buffer.alloc(0)): ApiRequest {
  return { method: request.method ?? 'GET', url: request.url ?? '/', headers: request.headers, body, sourceIp: request.socket.remoteAddress ?? '127.0.0.1' };
}
