import { ORGANIZATION_HEADER } from '@pitchside/shared';
import type { z } from 'zod';
import { activeLocale, intlLocale } from '../i18n/active-locale';
import { amplifyIfSession } from './amplify';
import { ApiError, toApiError } from './api-error';
import { takePrefetched } from './prefetched';
import { getRuntimeConfig, joinUrl } from './runtime-config';

export { ApiError, errorMessage, toApiError } from './api-error';

export type QueryValue = string | number | boolean | undefined;

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
