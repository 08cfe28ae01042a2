import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { createSqsHandler } from './create-sqs-handler';

function event(bodies: string[]): SQSEvent {
  return {
    Records: bodies.map(
      (body, index) =>
        ({
          messageId: `m${index}`,
          receiptHandle: '',
          body,
          attributes: { ApproximateReceiveCount: '1', SentTimestamp: '0', SenderId: 'test', ApproximateFirstReceiveTimestamp: '0' },
          messageAttributes: {},
          md5OfBody: '',
          eventSource: 'aws:sqs',
          eventSourceARN: 'arn',
          awsRegion: 'eu-west-1',
        }) satisfies SQSRecord,
    ),
  };
}

describe('createSqsHandler', () => {
  it('reports only the records that failed', async () => {
    const handler = createSqsHandler('test-consumer', async (record) => {
      if (record.body === 'poison') throw new Error('bad body');
    });
    expect(await handler(event(['ok', 'poison', 'ok']))).toEqual({ batchItemFailures: [{ itemIdentifier: 'm1' }] });
  });

  it('starts no record with less than its reserve left: those come back later instead of the batch timing out whole', async () => {
    let left = 60_000;
    const handled: string[] = [];
    const handler = createSqsHandler(
      'test-consumer',
      async (record) => {
        handled.push(record.body);
        left -= 20_000; // each record takes 20 s of the invocation
      },
      { reserveMs: 15_000 },
    );
    const context = { getRemainingTimeInMillis: () => left } as unknown as Parameters<typeof handler>[1];
    expect(await handler(event(['a', 'b', 'c', 'd']), context)).toEqual({ batchItemFailures: [{ itemIdentifier: 'm3' }] });
    expect(handled).toEqual(['a', 'b', 'c']);
  });

  it('does work shared by several records of a batch once, and again in the next batch', async () => {
    const done: string[] = [];
    const handler = createSqsHandler('test-consumer', async (record, batch) => {
      await batch.once(`division:${record.body}`, async () => {
        done.push(record.body);
      });
    });
    await handler(event(['U10', 'U12', 'U10', 'U10']));
    expect(done).toEqual(['U10', 'U12']);
    await handler(event(['U10']));
    expect(done).toEqual(['U10', 'U12', 'U10']);
  });

  it('fails every record whose shared work failed, so each is retried', async () => {
    const handler = createSqsHandler('test-consumer', async (record, batch) => {
      await batch.once(record.body, async () => {
        if (record.body === 'down') throw new Error('table write failed');
      });
    });
    expect(await handler(event(['down', 'up', 'down']))).toEqual({ batchItemFailures: [{ itemIdentifier: 'm0' }, { itemIdentifier: 'm2' }] });
  });
});
