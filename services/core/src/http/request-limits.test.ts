import type { Context } from 'aws-lambda';
import * as z from 'zod';
import { BODY_LIMITS, ENV, ORIGIN_VERIFY_HEADER, routesOf, TEXT_LIMITS } from '@pitchside/shared';
import { createHttpHandler } from './create-http-handler';
import { readKeyOf } from './single-flight';
import type { HttpEvent, HttpRequest, HttpResponse } from './types';

// The payments service has one public JSON-free route (the webhook) and one signed-in route; the public
// one lets these tests reach the shared limits without a token. Each handler echoes what it was given.
const seen: HttpRequest[] = [];
// The checkout's entry with a body schema that takes anything, so its handler sees the body after the shared cleaning alone.
const echoRoutes = routesOf('payments').map((route) => (route.id === 'startCheckout' ? { ...route, body: z.unknown() } : route));
const handler = createHttpHandler(
  'payments',
  {
    startCheckout: async (request) => ({ body: request.input.body }),
    tournamentPrice: async () => ({ body: {} }),
    connectStripe: async () => ({ body: {} }),
    stripeAccount: async () => ({ body: {} }),
    entryCheckout: async () => ({ body: {} }),
    stripeWebhook: async (request) => {
      seen.push(request);
      return { body: { length: request.rawBody.length } };
    },
  },
  echoRoutes,
);

// Every request comes through CloudFront, which adds the origin-verify secret (see origin-verify.test.ts).
process.env[ENV.originVerifySecret] = 'unit-origin-secret';

function event(overrides: Partial<HttpEvent> = {}): HttpEvent {
  return {
    version: '2.0',
    routeKey: 'POST /api/payments/webhook',
    rawPath: '/api/payments/webhook',
    rawQueryString: '',
    isBase64Encoded: false,
    requestContext: { http: { method: 'POST', path: '/api/payments/webhook' } } as HttpEvent['requestContext'],
    ...overrides,
    headers: { 'content-type': 'application/json', [ORIGIN_VERIFY_HEADER]: 'unit-origin-secret', ...overrides.headers },
  } as HttpEvent;
}

async function call(overrides: Partial<HttpEvent>): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = (await handler(event(overrides), {} as Context)) as HttpResponse & { statusCode: number; body: string };
  return { status: response.statusCode, body: response.body ? (JSON.parse(response.body) as Record<string, unknown>) : {} };
}

describe('shared request limits (every route, before any use case)', () => {
  beforeEach(() => seen.splice(0));

  it('answers 404 for a path id no key can hold: 8,000 characters, control characters, broken UTF-16', async () => {
    for (const id of ['t'.repeat(8_000), 'ab\u0000c', 'x\ud800y', 'é'.repeat(400)]) {
      const answer = await call({ pathParameters: { tournamentId: id } });
      expect(answer).toEqual({ status: 404, body: { error: 'not_found', message: 'Not found', messageId: 'error.notFound' } });
    }
    expect(seen).toHaveLength(0);
    expect((await call({ pathParameters: { tournamentId: 'a-real-looking-id_0123' } })).status).toBe(200);
  });

  it('answers 413 for a body over the route limit, 400 for an impossible organization header', async () => {
    expect((await call({ body: 'x'.repeat(BODY_LIMITS.jsonBytes + 1) })).status).toBe(413);
    expect((await call({ body: '€'.repeat(Math.ceil(BODY_LIMITS.jsonBytes / 3) + 1) })).status).toBe(413);
    expect((await call({ headers: { 'x-pitchside-org': 'o'.repeat(TEXT_LIMITS.id + 1) } })).status).toBe(400);
    expect(seen).toHaveLength(0);
  });

  it('strips control characters from JSON strings (not tabs or line breaks) and refuses what no field allows', async () => {
    const cleaned = await asAdmin('{"name":"Ana\\u0000\\u0007 Núñez\\tTab\\nLine","list":["a\\u001b[31m"],"__proto__":"x\\u0000"}');
    expect(cleaned.status).toBe(200);
    expect(cleaned.body).toEqual(JSON.parse('{"name":"Ana Núñez\\tTab\\nLine","list":["a[31m"],"__proto__":"x"}'));
    expect((await asAdmin(JSON.stringify({ name: 'n'.repeat(TEXT_LIMITS.anyBodyString + 1) }))).status).toBe(400);
    let deep: unknown = 'leaf';
    for (let level = 0; level < 40; level += 1) deep = [deep];
    expect((await asAdmin(JSON.stringify({ deep }))).status).toBe(400);
    expect((await asAdmin('{"key\\u0001":1}')).status).toBe(400);
  });

  it('keys identical reads by route, parameters and query: never by a function name a minifier removes', () => {
    const tournament = readKeyOf({ routeId: 'publicTournament', params: { tournamentId: 't1' }, query: {} });
    const statistics = readKeyOf({ routeId: 'publicStatistics', params: { tournamentId: 't1' }, query: {} });
    expect(tournament).not.toBe(statistics);
    expect(readKeyOf({ routeId: 'publicTournament', params: { tournamentId: 't1' }, query: {} })).toBe(tournament);
  });
});

/** The checkout route as a signed-in admin sees it: its handler echoes the body after the shared cleaning. */
async function asAdmin(body: string): Promise<{ status: number; body: unknown }> {
  const claims = { sub: 'u1', email: 'a@b.se', 'cognito:groups': '[admin]' };
  const requestContext = { http: { method: 'POST', path: '/api/payments/checkout' }, authorizer: { jwt: { claims, scopes: null } } } as unknown as HttpEvent['requestContext'];
  const response = (await handler(event({ routeKey: 'POST /api/payments/checkout', body, requestContext }), {} as Context)) as { statusCode: number; body: string };
  return { status: response.statusCode, body: JSON.parse(response.body) as unknown };
}
