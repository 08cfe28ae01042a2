import { ORGANIZATION_HEADER, routePath, type PathParams, type RouteAnswer, type RouteEntry } from '@pitchside/shared';
import type { z } from 'zod';
import { activeLocale, intlLocale } from '../i18n/active-locale';
import { amplifyIfSession } from './amplify';
import { ApiError, toApiError } from './api-error';
import { takePrefetched } from './prefetched';
import { getRuntimeConfig, joinUrl } from './runtime-config';

export { ApiError, errorMessage, toApiError } from './api-error';

type QueryValue = string | number | boolean | undefined;

export interface ApiRequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** Validates (and types) the response body; a mismatch is reported as an ApiError. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /** Attach the Cognito ID token (default). Public routes may pass false. */
  auth?: boolean;
  /** Extra request headers (e.g. the organization an organizer acts for). */
  headers?: Record<string, string>;
  /** The browser's HTTP cache mode for this request (fetch's `cache`). */
  cache?: RequestCache;
}

/**
 * The current ID token, refreshed by Amplify when it has expired; undefined when signed out. A visitor who
 * never signed in has no stored session, so Amplify is not loaded for them.
 */
async function idToken(): Promise<string | undefined> {
  try {
    const amplify = await amplifyIfSession();
    if (!amplify) return undefined;
    const session = await amplify.auth.fetchAuthSession();
    return session.tokens?.idToken?.toString();
  } catch {
    return undefined;
  }
}

function urlOf(path: string, query: ApiRequestOptions<unknown>['query']): string {
  const url = joinUrl(getRuntimeConfig().apiBaseUrl, path);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Call the Pitchside HTTP API (same origin, `apiBaseUrl` from /config.json) with the user's ID token as
 * `Authorization: Bearer …`. Resolves with the (schema-checked) JSON body; rejects with an ApiError that
 * carries the status, the error code, the message and the per-field problems.
 */
export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, query, schema, signal, auth = true } = options;
  // The server answers its error messages in the language on screen.
  const headers = new Headers({ ...options.headers, accept: 'application/json', 'accept-language': intlLocale(activeLocale()) });
  if (body !== undefined) headers.set('content-type', 'application/json');
  if (auth) {
    const token = await idToken();
    if (token) headers.set('authorization', `Bearer ${token}`);
  }

  const url = urlOf(path, query);
  // A public read the page started before the app loaded (public/prefetch.js) is answered from that request.
  const prefetched = method === 'GET' && !auth ? takePrefetched(url) : undefined;
  const response =
    (prefetched && (await prefetched.catch(() => undefined))) ||
    (await fetch(url, {
      method,
      headers,
      body: body === undefined ? null : JSON.stringify(body),
      signal: signal ?? null,
      ...(options.cache ? { cache: options.cache } : {}),
    }));
  const payload = await readBody(response);
  if (!response.ok) throw toApiError(response.status, response.statusText, payload);
  if (!schema) return payload as T;

  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    throw new ApiError(response.status, 'invalid_response', 'The server sent an unexpected answer. Please try again later.');
  }
  return parsed.data;
}

/** The name a `Content-Disposition` offers: `filename*` (UTF-8) first, else `filename`. */
export function dispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // fall back to the plain name
    }
  }
  return /filename\s*=\s*"([^"]*)"/i.exec(header)?.[1] ?? /filename\s*=\s*([^;]+)/i.exec(header)?.[1]?.trim() ?? null;
}

/**
 * A file answer (a CSV, a PDF) with the user's token, as a Blob and the name the server offers. Errors
 * are the JSON `{ error, message }` of any other call, rejected as an ApiError.
 */
export async function apiDownload(path: string, options: Pick<ApiRequestOptions<unknown>, 'query' | 'headers' | 'signal'> = {}): Promise<{ blob: Blob; fileName: string | null }> {
  const headers = new Headers({ ...options.headers, 'accept-language': intlLocale(activeLocale()) });
  const token = await idToken();
  if (token) headers.set('authorization', `Bearer ${token}`);
  const response = await fetch(urlOf(path, options.query), { headers, signal: options.signal ?? null });
  if (!response.ok) throw toApiError(response.status, response.statusText, await readBody(response));
  return { blob: await response.blob(), fileName: dispositionFileName(response.headers.get('content-disposition')) };
}

type Options<T> = Omit<ApiRequestOptions<T>, 'method' | 'body'>;

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

export const api = {
  get: <T>(path: string, options?: Options<T>) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Options<T>) => apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Options<T>) => apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Options<T>) => apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Options<T>) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/**
 * The header that names the organization an organizer acts for (org-scoped calls: users, invites).
 * Without it the API picks the caller's only organization, or answers 400 when there are several.
 */
export function organizationHeaders(orgId: string | undefined): Record<string, string> {
  return orgId ? { [ORGANIZATION_HEADER]: orgId } : {};
}
