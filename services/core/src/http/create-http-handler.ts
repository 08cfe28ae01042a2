import middy from '@middy/core';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import { ORGANIZATION_HEADER, routeKey, routesOf, type HttpService, type RouteIdOf } from '@pitchside/shared';
import { actorFromClaims } from '../auth/actor';
import { assertRouteAllowed } from '../auth/policy';
import { NotFoundError } from '../errors';
import { appendInvocationKeys } from '../observability/invocation-context';
import { functionMetrics } from '../observability/metrics';
import { httpObservability, inInvocationScope } from '../observability/middleware';
import { decodeBody, fileResponse, httpErrorMapper, jsonResponse, parseJsonBody } from './middleware';
import { originVerify } from './origin-verify';
import { assertBodySize, assertOrganizationHeader, assertPathParams, cleanJsonBody, cleanQuery } from './request-limits';
import type { HttpEvent, HttpRequest, HttpResponse, RouteHandler } from './types';

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

/**
 * A service's Lambda entry: one handler per manifest route of that service (the type makes the map
 * exhaustive), the manifest's role check before any of them, and the error mapper last. Logs and metrics
 * are wired here once (first in the chain), so no handler sets them up itself.
 */
export function createHttpHandler<S extends HttpService>(service: S, handlers: Record<RouteIdOf<S>, RouteHandler>) {
  const byKey = new Map(routesOf(service).map((route) => [routeKey(route), { route, handle: (handlers as Record<string, RouteHandler>)[route.id] }]));

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
    const request: HttpRequest = {
      actor,
      routeId: route.id,
      rawBody,
      body: route.rawBody ? undefined : cleanJsonBody(route.id, parseJsonBody(event.body, headers['content-type'])),
      params,
      query: cleanQuery(definedValues(event.queryStringParameters)),
      headers,
    };
    const result = await entry.handle(request);
    if (result.file) return fileResponse(result.status ?? 200, result.file, result.headers);
    return jsonResponse(result.status ?? 200, result.body, result.headers);
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
