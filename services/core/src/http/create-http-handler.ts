import { callerAddressOf } from './caller-address';
import middy from '@middy/core';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import { ORGANIZATION_HEADER, routeKey, routesOf, type HttpService, type JwtRouteIdOf, type RouteEntry, type RouteIdOf, type ROUTES } from '@pitchside/shared';
import { actorFromClaims } from '../auth/actor';
import { assertRouteAllowed } from '../auth/policy';
import { NotFoundError } from '../errors';
import { logger } from '../observability/logger';
import { answerCheckEnabled, answerProblem } from './answer-check';
import { appendInvocationKeys } from '../observability/invocation-context';
import { functionMetrics } from '../observability/metrics';
import { httpObservability, inInvocationScope } from '../observability/middleware';
import { decodeBody, fileResponse, httpErrorMapper, jsonResponse, parseJsonBody } from './middleware';
import { originVerify } from './origin-verify';
import { parseRouteInput } from './route-input';
import { assertBodySize, assertOrganizationHeader, assertPathParams, cleanJsonBody, cleanQuery } from './request-limits';
import type { HttpEvent, HttpRequest, HttpResponse, HttpResult, RouteHandler, SignedInRouteHandler } from './types';

function lowerCaseKeys(record: Record<string, string | undefined> | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(record ?? {})) if (value !== undefined) result[key.toLowerCase()] = value;
  return result;
}

function definedValues(record: Record<string, string | undefined> | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(record ?? {})) if (value !== undefined) result[key] = value;
  return result;
}

/** A HEAD answer: the GET's status and headers (with the length the body would have), no body. */
function withoutBody(response: HttpResponse): HttpResponse {
  const body = typeof response.body === 'string' ? response.body : '';
  const length = response.isBase64Encoded ? Buffer.from(body, 'base64').length : Buffer.byteLength(body, 'utf8');
  return { ...response, headers: { ...response.headers, 'content-length': String(length) }, body: '', isBase64Encoded: false };
}

type EntryOf<Id extends string> = Extract<(typeof ROUTES)[number], { id: Id }>;

/**
 * One handler per route entry of a service (exhaustive), typed with that entry's parsed input; a JWT
 * route's handler is typed with its actor, which `assertRouteAllowed` guarantees before any handler runs.
 */
export type ServiceHandlers<S extends HttpService> = {
  [R in RouteIdOf<S>]: R extends JwtRouteIdOf<S> ? SignedInRouteHandler<EntryOf<R>> : RouteHandler<EntryOf<R>>;
};

/** In the test profile, an answer its entry does not describe becomes a 500 the test sees (answer-check.ts). */
function checkedAnswer(route: RouteEntry, result: HttpResult): HttpResult {
  const problem = answerCheckEnabled() ? answerProblem(route, result) : undefined;
  if (!problem) return result;
  logger.error('Answer not described by its route entry', { routeId: route.id, problem });
  throw new Error(`${route.id}: ${problem}`);
}

/**
 * A service's Lambda entry: one handler per route entry of that service (the type makes the map
 * exhaustive), the entry's role check and input parsing before any of them, and the error mapper last.
 * Logs and metrics are wired here once (first in the chain), so no handler sets them up itself. `routes`
 * is the service's entries; a unit test may pass one with a looser schema to reach the shared limits alone.
 */
export function createHttpHandler<S extends HttpService>(service: S, handlers: ServiceHandlers<S>, routes: readonly RouteEntry[] = routesOf(service)) {
  const entries = routes.map((route) => ({ route, handle: (handlers as Record<string, RouteHandler>)[route.id] }));
  const byKey = new Map(entries.map((entry) => [routeKey(entry.route), entry]));
  // A GET the manifest marks `head` answers HEAD too (its own route key in API Gateway): same handler, no body.
  for (const entry of entries) if (entry.route.head) byKey.set(routeKey({ method: 'HEAD', path: entry.route.path }), entry);

  const dispatch = async (event: HttpEvent): Promise<HttpResponse> => {
    const entry = byKey.get(event.routeKey);
    if (!entry?.handle) throw new NotFoundError('No such route');
    const actor = actorFromClaims(event.requestContext.authorizer?.jwt?.claims);
    // Ids only: the actor's e-mail and name never reach a log line.
    appendInvocationKeys({ uid: actor?.uid, organization_id: lowerCaseKeys(event.headers)[ORGANIZATION_HEADER] });
    assertRouteAllowed(entry.route, actor);
    const { route } = entry;
    const params = definedValues(event.pathParameters);
    // Shared limits before any use case: an impossible id is a 404, an oversized body a 413, a bad value a 400.
    assertPathParams(params);
    const headers = lowerCaseKeys(event.headers);
    assertOrganizationHeader(headers);
    const rawBody = event.body ?? '';
    assertBodySize(route.id, rawBody);
    const query = cleanQuery(definedValues(event.queryStringParameters));
    const body = route.rawBody ? undefined : cleanJsonBody(route.id, parseJsonBody(event.body, headers['content-type']));
    const request: HttpRequest = { actor, routeId: route.id, input: parseRouteInput(route, { params, query, body }), rawBody, params, query, headers, callerAddress: callerAddressOf(event, headers) };
    const result = checkedAnswer(route, await entry.handle(request));
    const response = result.file ? fileResponse(result.status ?? 200, result.file, result.headers) : jsonResponse(result.status ?? 200, result.body, result.headers);
    return event.requestContext.http?.method === 'HEAD' ? withoutBody(response) : response;
  };

  const metrics = functionMetrics(service);
  const chain = middy<HttpEvent, HttpResponse>(dispatch)
    // Metrics first, so their flush runs after the request line (after-hooks run in reverse).
    .use(logMetrics(metrics, { captureColdStartMetric: true }))
    .use(httpObservability())
    .use(originVerify())
    .use(decodeBody())
    .use(httpErrorMapper());
  return inInvocationScope(service, metrics, chain);
}
