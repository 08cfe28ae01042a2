import type { Context } from 'aws-lambda';
import { ENV, ORIGIN_VERIFY_HEADER } from '@pitchside/shared';
import { createHttpHandler } from './create-http-handler';
import type { HttpEvent } from './types';

/** A public route, so only the origin check stands between the caller and the handler. */
function webhookEvent(headers: Record<string, string>): HttpEvent {
  return { version: '2.0', routeKey: 'POST /api/payments/webhook', rawPath: '/api/payments/webhook', rawQueryString: '', headers, isBase64Encoded: false, requestContext: {} } as unknown as HttpEvent;
}

describe('origin protection: only requests that came through CloudFront reach a function', () => {
  const handled: string[] = [];
  const handler = createHttpHandler('payments', {
    startCheckout: async () => ({ status: 200, body: {} }),
    tournamentPrice: async () => ({ status: 200, body: {} }),
    connectStripe: async () => ({ body: {} }),
    stripeAccount: async () => ({ body: {} }),
    entryCheckout: async () => ({ body: {} }),
    stripeWebhook: async () => {
      handled.push('webhook');
      return { status: 200, body: { received: true } };
    },
  });
  const call = (headers: Record<string, string>) => handler(webhookEvent(headers), {} as Context);

  beforeAll(() => {
    process.env[ENV.originVerifySecret] = 'the-stage-secret';
  });
  beforeEach(() => handled.splice(0));

  it('answers a request that carries the stage secret', async () => {
    await expect(call({ [ORIGIN_VERIFY_HEADER]: 'the-stage-secret' })).resolves.toMatchObject({ statusCode: 200 });
    expect(handled).toEqual(['webhook']);
  });

  it('refuses the execute-api URL called directly (no header), a wrong secret and a prefix of it with 403, before the route runs', async () => {
    for (const headers of [{}, { [ORIGIN_VERIFY_HEADER]: 'guess' }, { [ORIGIN_VERIFY_HEADER]: 'the-stage' }] as Record<string, string>[]) {
      const answer = await call(headers);
      expect(answer.statusCode).toBe(403);
      expect(JSON.parse(answer.body ?? '{}')).toMatchObject({ error: 'forbidden' });
    }
    expect(handled).toEqual([]);
  });
});
