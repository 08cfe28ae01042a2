import type { Context, SQSRecord } from 'aws-lambda';
import { CORRELATION, ENV, ORIGIN_VERIFY_HEADER, liveTopics } from '@pitchside/shared';
import { apiGatewayLiveNotifier } from '../aws/live-notifier';
import type { ConnectionPoster } from '../aws/connection-poster';
import type { LiveConnectionRepository } from '../data/live-connections';
import { createHttpHandler } from '../http/create-http-handler';
import type { HttpEvent } from '../http/types';
import { createSqsHandler } from '../messaging/create-sqs-handler';
import { correlationMessageAttributes } from '../messaging/match-events-publisher';
import { captureOutput, type CapturedOutput } from './testing/capture-logs';

/*
 * The path of a referee's goal, with the real factories, the real publisher attributes and the real live
 * notifier: API request → match-events message → standings consumer → push. Only the transport between
 * them is in memory (the queue delivery and the socket post); the integration tests run the real ones.
 */
process.env[ENV.originVerifySecret] = 'unit-origin-secret';
const queue: SQSRecord[] = [];
const posted: string[] = [];

function toRecord(body: string, attributes: ReturnType<typeof correlationMessageAttributes>, messageId: string): SQSRecord {
  return {
    messageId,
    receiptHandle: '',
    body,
    md5OfBody: '',
    eventSource: 'aws:sqs',
    eventSourceARN: 'arn',
    awsRegion: 'eu-west-1',
    attributes: { ApproximateReceiveCount: '1', SentTimestamp: '0', SenderId: 'test', ApproximateFirstReceiveTimestamp: '0' },
    // What Lambda hands the consumer: the same attributes, with the lower-case field names of the event.
    messageAttributes: Object.fromEntries(Object.entries(attributes ?? {}).map(([name, value]) => [name, { dataType: value.DataType, stringValue: value.StringValue }])),
  };
}

const api = createHttpHandler('payments', {
  startCheckout: async () => {
    // A turn of the event loop first, so concurrent requests interleave as they do in the local cloud.
    await new Promise((resolve) => setImmediate(resolve));
    queue.push(toRecord(JSON.stringify({ tournamentId: 't1', matchId: 'm1' }), correlationMessageAttributes(), `msg-${queue.length}`));
    return { status: 202, body: { queued: true } };
  },
  tournamentPrice: async () => ({ body: {} }),
  connectStripe: async () => ({ body: {} }),
  stripeAccount: async () => ({ body: {} }),
  entryCheckout: async () => ({ body: {} }),
  stripeWebhook: async () => ({ body: {} }),
});

const connections: LiveConnectionRepository = {
  open: async () => undefined,
  subscribe: async () => 'subscribed' as const,
  close: async () => undefined,
  subscribers: async () => ['spectator-1', 'spectator-2'],
  subscribersSince: async () => [],
};
const poster: ConnectionPoster = {
  post: async (connectionId) => {
    posted.push(connectionId);
    return 'sent';
  },
};
const notifier = apiGatewayLiveNotifier('http://unused.invalid', connections, poster);
const consumer = createSqsHandler('standings', async (record) => {
  const { tournamentId } = JSON.parse(record.body) as { tournamentId: string };
  await notifier.notify([liveTopics.tournament(tournamentId)], (topic) => ({ kind: 'standings', topic, tournamentId, division: 'U12' }));
});

const context = (functionName: string) => ({ functionName, awsRequestId: `${functionName}-request` }) as Context;

function apiEvent(headers: Record<string, string>, requestId = 'api-request-1'): HttpEvent {
  return {
    version: '2.0',
    routeKey: 'POST /api/payments/checkout',
    rawPath: '/api/payments/checkout',
    rawQueryString: '',
    isBase64Encoded: false,
    body: JSON.stringify({ tournamentId: 't1' }),
    headers: { 'content-type': 'application/json', [ORIGIN_VERIFY_HEADER]: 'unit-origin-secret', ...headers },
    requestContext: {
      requestId,
      http: { method: 'POST', path: '/api/payments/checkout' },
      authorizer: { jwt: { claims: { sub: 'uid-admin-1', email: 'organizer@club.example', 'cognito:groups': '[admin]' }, scopes: null } },
    } as unknown as HttpEvent['requestContext'],
  } as HttpEvent;
}

let output: CapturedOutput;
beforeEach(() => {
  queue.splice(0);
  posted.splice(0);
  output = captureOutput();
});
afterEach(() => output.restore());

const linesOf = (correlationId: string) => output.lines().filter((line) => line.correlation_id === correlationId);

describe('a correlation id follows a referee event from the API to the standings consumer and the push', () => {
  it('carries the caller’s x-correlation-id onto the API line, the queue message, the consumer’s line and the push line', async () => {
    const response = await api(apiEvent({ [CORRELATION.header]: 'goal-7f3a' }), context('pitchside-payments'));
    expect(response).toMatchObject({ statusCode: 202, headers: { [CORRELATION.header]: 'goal-7f3a' } });
    expect(queue[0]?.messageAttributes[CORRELATION.messageAttribute]?.stringValue).toBe('goal-7f3a');

    expect(await consumer({ Records: queue }, context('pitchside-standings'))).toEqual({ batchItemFailures: [] });
    expect(posted).toEqual(['spectator-1', 'spectator-2']);

    const lines = linesOf('goal-7f3a');
    const apiLine = lines.find((line) => line.message === 'Request handled');
    expect(apiLine).toMatchObject({
      service: 'payments',
      function_name: 'pitchside-payments',
      function_request_id: 'pitchside-payments-request',
      route: 'POST /api/payments/checkout',
      uid: 'uid-admin-1',
      status: 202,
    });
    expect(lines.find((line) => line.message === 'Record handled')).toMatchObject({ service: 'standings', function_name: 'pitchside-standings', message_id: 'msg-0' });
    expect(lines.find((line) => line.message === 'Live push sent')).toMatchObject({ service: 'standings', sent: 2, message_id: 'msg-0' });
  });

  it('uses the API request id when the caller sends none, or one that is not a plain short id', async () => {
    await api(apiEvent({}, 'api-request-2'), context('pitchside-payments'));
    await api(apiEvent({ [CORRELATION.header]: 'x'.repeat(500) }, 'api-request-3'), context('pitchside-payments'));
    await api(apiEvent({ [CORRELATION.header]: 'forged"}\n{"level":"ERROR' }, 'api-request-4'), context('pitchside-payments'));
    expect(queue.map((record) => record.messageAttributes[CORRELATION.messageAttribute]?.stringValue)).toEqual(['api-request-2', 'api-request-3', 'api-request-4']);
    await consumer({ Records: queue }, context('pitchside-standings'));
    for (const id of ['api-request-2', 'api-request-3', 'api-request-4']) {
      expect(linesOf(id).map((line) => line.message)).toEqual(['Request handled', 'Live push sent', 'Record handled']);
    }
  });

  it('keeps concurrent invocations apart (the local cloud runs them in one process)', async () => {
    await Promise.all(['a', 'b', 'c'].map((id) => api(apiEvent({ [CORRELATION.header]: `parallel-${id}` }, `req-${id}`), context('pitchside-payments'))));
    for (const id of ['a', 'b', 'c']) {
      expect(queue.find((record) => record.messageAttributes[CORRELATION.messageAttribute]?.stringValue === `parallel-${id}`)).toBeDefined();
      expect(linesOf(`parallel-${id}`)).toEqual([expect.objectContaining({ message: 'Request handled', function_request_id: 'pitchside-payments-request' })]);
    }
  });

  it('gives a message sent without an id (by hand, or re-driven from an old sender) its message id', async () => {
    await consumer({ Records: [toRecord(JSON.stringify({ tournamentId: 't1' }), undefined, 'hand-sent-1')] }, context('pitchside-standings'));
    expect(linesOf('hand-sent-1').map((line) => line.message)).toEqual(['Live push sent', 'Record handled']);
  });

  it('emits the push deliveries as an embedded-format metric of the consumer', async () => {
    await consumer({ Records: [toRecord(JSON.stringify({ tournamentId: 't1' }), undefined, 'metric-1')] }, context('pitchside-standings'));
    expect(output.metrics()).toContainEqual({ name: 'PushDeliveries', value: 2, service: 'standings' });
  });

  it('counts every request and its 5xx per service, in the same invocation', async () => {
    await api(apiEvent({}, 'metrics-request'), context('pitchside-payments'));
    expect(output.metrics()).toEqual(
      expect.arrayContaining([
        { name: 'HttpRequests', value: 1, service: 'payments' },
        { name: 'Http5xx', value: 0, service: 'payments' },
      ]),
    );
  });
});
