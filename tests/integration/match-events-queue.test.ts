import { GetQueueAttributesCommand, PurgeQueueCommand, ReceiveMessageCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { localCloudHandle } from '../support/local-cloud-handle';
import { until } from '../support/until';

const cloud = localCloudHandle();
const sqs = new SQSClient({ useQueueUrlAsEndpoint: false });

async function visibleAndInFlight(queueUrl: string): Promise<number> {
  const { Attributes } = await sqs.send(new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'] }));
  return Number(Attributes?.ApproximateNumberOfMessages ?? 0) + Number(Attributes?.ApproximateNumberOfMessagesNotVisible ?? 0);
}

const waitFor = <T>(probe: () => Promise<T | undefined>, timeoutMs: number) => until(probe, 'the queue to deliver', timeoutMs);

const validMessage = (tournamentId: string) => JSON.stringify({ type: 'match-completed', tournamentId, division: 'U12 Boys', sentAt: new Date().toISOString() });

describe('the match-events queue and its consumer (Lambda event-source semantics)', () => {
  beforeEach(async () => {
    await sqs.send(new PurgeQueueCommand({ QueueUrl: cloud.resources.matchEventsDlqUrl }));
  });

  it('consumes valid messages: the queue drains and nothing reaches the DLQ', async () => {
    for (let i = 0; i < 12; i += 1) await sqs.send(new SendMessageCommand({ QueueUrl: cloud.resources.matchEventsQueueUrl, MessageBody: validMessage(`t-${i}`) }));
    await waitFor(async () => ((await visibleAndInFlight(cloud.resources.matchEventsQueueUrl)) === 0 ? true : undefined), 15_000);
    expect(await visibleAndInFlight(cloud.resources.matchEventsDlqUrl)).toBe(0);
  });

  it('retries a poison message, moves it to the DLQ after five receives, and never holds back the good ones', async () => {
    const poison = await sqs.send(new SendMessageCommand({ QueueUrl: cloud.resources.matchEventsQueueUrl, MessageBody: '{"type":"not-a-match-event"}' }));
    for (let i = 0; i < 3; i += 1) await sqs.send(new SendMessageCommand({ QueueUrl: cloud.resources.matchEventsQueueUrl, MessageBody: validMessage(`good-${i}`) }));

    const dead = await waitFor(async () => {
      const { Messages = [] } = await sqs.send(
        new ReceiveMessageCommand({ QueueUrl: cloud.resources.matchEventsDlqUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 1, MessageSystemAttributeNames: ['All'] }),
      );
      return Messages.length > 0 ? Messages : undefined;
    }, 30_000);
    expect(dead.map((message) => message.MessageId)).toEqual([poison.MessageId]);
    expect(dead[0]?.Body).toBe('{"type":"not-a-match-event"}');
    expect(await visibleAndInFlight(cloud.resources.matchEventsQueueUrl)).toBe(0);
  }, 40_000);
});
