import type { Context } from 'aws-lambda';
import * as z from 'zod';
import { ENV, ORIGIN_VERIFY_HEADER, routesOf } from '@pitchside/shared';
import { createHttpHandler } from '../http/create-http-handler';
import type { HttpEvent } from '../http/types';
import { createSqsHandler } from '../messaging/create-sqs-handler';
import { logger } from './logger';
import { captureOutput, type CapturedOutput } from './testing/capture-logs';

/*
 * Whatever a handler or an adapter passes to the logger — a body with a password, an SDK error quoting an
 * address, a token in a header — no printed line carries a token, a password or an e-mail address.
 */
process.env[ENV.originVerifySecret] = 'unit-origin-secret';
const PASSWORD = 'Pitchside2026-secret';
const EMAIL = 'coach.someone@club.example';
const JWT = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ1aWQtMSIsImVtYWlsIjoiYUBiLmMifQ.c2lnbmF0dXJlLXBhcnQtb2YtdGhlLXRva2Vu';
const RESET_TOKEN = 'rst_9f8e7d6c5b4a39281706f5e4d3c2b1a0';

// The checkout's entry taking any body, so its handler runs (and logs) with the secrets in it.
const anyBodyRoutes = routesOf('payments').map((route) => (route.id === 'startCheckout' ? { ...route, body: z.unknown() } : route));
const api = createHttpHandler(
  'payments',
  {
    startCheckout: async (request) => {
      logger.info('Checkout asked', { body: request.input.body, headers: request.headers, actorEmail: request.actor?.email });
      // An SDK error that quotes the address and the token, as Cognito's and Stripe's messages may.
      throw new Error(`User ${EMAIL} could not be updated with Bearer ${JWT}`);
    },
    tournamentPrice: async () => ({ body: {} }),
    connectStripe: async () => ({ body: {} }),
    stripeAccount: async () => ({ body: {} }),
    entryCheckout: async () => ({ body: {} }),
    stripeWebhook: async (request) => {
      logger.warn('Webhook detail', { signature: request.headers['stripe-signature'], rawBody: request.rawBody });
      return { body: {} };
    },
  },
  anyBodyRoutes,
);

const consumer = createSqsHandler('standings', async (record) => {
  throw new Error(`cannot handle ${record.body}`);
});

function apiEvent(path: string, body: unknown, headers: Record<string, string> = {}): HttpEvent {
  return {
    version: '2.0',
    routeKey: `POST ${path}`,
    rawPath: path,
    rawQueryString: '',
    isBase64Encoded: false,
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', [ORIGIN_VERIFY_HEADER]: 'unit-origin-secret', authorization: `Bearer ${JWT}`, ...headers },
    requestContext: {
      requestId: 'r-1',
      http: { method: 'POST', path },
      authorizer: { jwt: { claims: { sub: 'uid-1', email: EMAIL, name: 'Coach Someone', 'cognito:groups': '[admin]' }, scopes: null } },
    } as unknown as HttpEvent['requestContext'],
  } as HttpEvent;
}

let output: CapturedOutput;
beforeEach(() => {
  output = captureOutput();
});
afterEach(() => output.restore());

describe('no log line carries a token, a password or an e-mail address', () => {
  it('masks them in bodies, headers, error messages and stacks, and keeps the ids', async () => {
    const failed = await api(apiEvent('/api/payments/checkout', { email: EMAIL, password: PASSWORD, note: `call ${EMAIL}`, resetToken: RESET_TOKEN }), {
      functionName: 'pitchside-payments',
    } as Context);
    expect(failed).toMatchObject({ statusCode: 500 });
    await api(apiEvent('/api/payments/webhook', { note: 'x', token: RESET_TOKEN }, { 'stripe-signature': `t=1,v1=${RESET_TOKEN}` }), { functionName: 'pitchside-payments' } as Context);
    await consumer(
      {
        Records: [
          {
            messageId: 'm1',
            receiptHandle: '',
            body: `{"email":"${EMAIL}","password":"${PASSWORD}"}`,
            md5OfBody: '',
            eventSource: 'aws:sqs',
            eventSourceARN: 'arn',
            awsRegion: 'eu-west-1',
            attributes: { ApproximateReceiveCount: '1', SentTimestamp: '0', SenderId: 's', ApproximateFirstReceiveTimestamp: '0' },
            messageAttributes: {},
          },
        ],
      },
      { functionName: 'pitchside-standings' } as Context,
    );

    const printed = output.raw.join('');
    // The scenario did log: the lines are there, with their ids.
    expect(output.lines().map((line) => line.message)).toEqual(expect.arrayContaining(['Checkout asked', 'Unhandled error', 'Webhook detail', 'Record failed']));
    expect(output.lines().find((line) => line.message === 'Unhandled error')).toMatchObject({ uid: 'uid-1', route: 'POST /api/payments/checkout' });
    for (const secret of [PASSWORD, EMAIL, JWT, RESET_TOKEN, 'Coach Someone', 'unit-origin-secret']) expect(printed).not.toContain(secret);
    expect(printed).not.toMatch(/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/);
    expect(printed).not.toMatch(/eyJ[A-Za-z0-9_-]{5,}\./);
  });
});
