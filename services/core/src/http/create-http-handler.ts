import middy from '@middy/core';
import { routeKey, routesOf, type HttpService, type JwtRouteIdOf, type RouteIdOf } from '@pitchside/shared';
import { actorFromClaims } from '../auth/actor';
import { assertRouteAllowed } from '../auth/policy';
import { NotFoundError } from '../errors';
import { decodeBody, fileResponse, httpErrorMapper, jsonResponse, parseJsonBody } from './middleware';
import { originVerify } from './origin-verify';
import { assertBodySize, assertOrganizationHeader, assertPathParams, cleanJsonBody, cleanQuery } from './request-limits';
import type { HttpEvent, HttpRequest, HttpResponse, RouteHandler, SignedInRouteHandler } from './types';

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
 * One handler per manifest route of a service (exhaustive); a JWT route's handler is typed with its actor,
 * which `assertRouteAllowed` guarantees before any handler runs.
 */
export type ServiceHandlers<S extends HttpService> = { [R in RouteIdOf<S>]: R extends JwtRouteIdOf<S> ? SignedInRouteHandler : RouteHandler };

/**
 * A service's Lambda entry: one handler per manifest route of that service (the type makes the map
 * exhaustive), the manifest's role check before any of them, and the error mapper last.
 */
export function createHttpHandler<S extends HttpService>(service: S, handlers: ServiceHandlers<S>) {
  const byKey = new Map(routesOf(service).map((route) => [routeKey(route), { route, handle: (handlers as Record<string, RouteHandler>)[route.id] }]));

  const dispatch = async (event: HttpEvent): Promise<HttpResponse> => {
    const entry = byKey.get(event.routeKey);
    if (!entry?.handle) throw new NotFoundError('No such route');
    const actor = actorFromClaims(event.requestContext.authorizer?.jwt?.claims);
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

  return middy<HttpEvent, HttpResponse>(dispatch).use(originVerify()).use(decodeBody()).use(httpErrorMapper());
}
