import { ORGANIZATION_HEADER } from '@pitchside/shared';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_ORGANIZATION } from '../../../infra/local/demo-accounts';

/**
 * The signed-in user's ID token, from the `token` cookie the app writes (spec §7). The app writes it just
 * after sign-in, from the session it reads: wait for it rather than race it.
 */
export async function tokenOf(page: Page): Promise<string> {
  let token: string | undefined;
  await expect
    .poll(
      async () => {
        token = (await page.context().cookies()).find((candidate) => candidate.name === 'token')?.value;
        return Boolean(token);
      },
      { message: 'the token cookie is written after sign-in', timeout: 10_000 },
    )
    .toBe(true);
  return token!;
}

export interface ApiAnswer<T> {
  status: number;
  body: T;
}

/** Calls the API as `token` for the demo organization, the way the app does (bearer + x-pitchside-org). */
export function apiAs(request: APIRequestContext, token: string) {
  return async function call<T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<ApiAnswer<T>> {
    const response = await request.fetch(path, {
      method,
      headers: { authorization: `Bearer ${token}`, [ORGANIZATION_HEADER]: DEMO_ORGANIZATION.orgId, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      ...(body !== undefined ? { data: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON: keep the text.
    }
    return { status: response.status(), body: parsed as T };
  };
}
