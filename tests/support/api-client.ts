import { PUBLIC_READS_CACHE } from '../../infra/resources';
import type { LocalCloudHandle } from './local-cloud-handle';
import { contractProblem } from './openapi-contract';

export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
}

/**
 * Calls the local gateway as the app does: JSON in and out, the ID token as a bearer. Every answer is
 * checked against the OpenAPI document (docs/openapi.json): a status the route does not declare or a body
 * off its schema fails the test that received it, so every integration test is also a contract test.
 */
export function apiClient(cloud: LocalCloudHandle) {
  return async function call<T = unknown>(method: string, path: string, options: { token?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<ApiAnswer<T>> {
    const response = await fetch(`${cloud.url}${path}`, {
      method,
      headers: {
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      ...(options.body !== undefined ? { body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) } : {}),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON: keep the text */
    }
    const problem = contractProblem(method, path, response.status, response.headers.get('content-type'), body);
    if (problem) throw new Error(`Contract: ${method} ${path} (${problem.routeId}) answered ${problem.status}, and ${problem.problem}`);
    return { status: response.status, body: body as T };
  };
}

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}

export type ApiCall = ReturnType<typeof apiClient>;

/**
 * Headers that send a public read past the gateway's edge cache (CloudFront's, locally) to the function, as
 * a call to the HTTP API's own URL would in AWS: for tests of what the API answers right after a change.
 */
export const PAST_THE_EDGE = { [PUBLIC_READS_CACHE.localOriginHeader]: '1' };
