import { routePath, type PathParams, type RouteAnswer, type RouteEntry } from '@pitchside/shared';
import type { z } from 'zod';
import { apiRequest, type ApiRequestOptions, type QueryValue } from './api-client';

// Its own module (not api-client.ts): the public pages' shared chunk holds api-client, and must not grow.
type InputOf<S> = S extends z.ZodType ? z.input<S> : never;

/** What a call of a route sends: its path parameters (when its path has any), query and body, typed by its entry. */
export type CallRouteOptions<E extends RouteEntry> = Omit<ApiRequestOptions<RouteAnswer<E>>, 'method' | 'body' | 'query' | 'schema'> &
  (keyof PathParams<E['path']> extends never ? { params?: undefined } : { params: PathParams<E['path']> }) &
  (E['query'] extends z.ZodType ? { query?: InputOf<E['query']> } : { query?: undefined }) &
  (E['body'] extends z.ZodType ? { body?: InputOf<E['body']> } : { body?: undefined });

/** The entries' paths start with `/api`; the client's base URL (`apiBaseUrl`) already names it. */
const API_PREFIX = /^\/api(?=\/)/;

/** The path of a route for these parameters, relative to `apiBaseUrl` (for downloads and links). */
export function routeUrlPath<E extends RouteEntry>(entry: E, params: PathParams<E['path']>): string {
  return routePath(entry, params).replace(API_PREFIX, '');
}

/**
 * Calls a route by its entry: the path built from the entry's template and the parameters, its method,
 * and the answer checked with the entry's answer schema (a mismatch is an ApiError, as with `schema`).
 */
export function callRoute<E extends RouteEntry>(entry: E, options: CallRouteOptions<E>): Promise<RouteAnswer<E>> {
  const { params, query, body, ...rest } = options;
  const schema = 'schema' in entry.ok ? (entry.ok.schema as z.ZodType<RouteAnswer<E>>) : undefined;
  return apiRequest<RouteAnswer<E>>(routeUrlPath(entry, (params ?? {}) as PathParams<E['path']>), {
    ...rest,
    method: entry.method,
    ...(body === undefined ? {} : { body }),
    ...(query ? { query: query as Record<string, QueryValue> } : {}),
    ...(schema ? { schema } : {}),
  });
}
