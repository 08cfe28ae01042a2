import { ChangeMessageVisibilityBatchCommand, DeleteMessageBatchCommand, ReceiveMessageCommand, SQSClient, type Message } from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSRecord } from 'aws-lambda';
import { LOCAL_REGION } from '../resources';
import { invoke } from './gateway/functions';
import { CALM, shouldRedeliver, shuffled, staggerMs, type QueueChaos } from './queue-chaos';
import { withoutSdkLogging } from '@pitchside/core/aws';

/** Poll loops started (idle beyond the current concurrency), so chaos can be turned on later. */
const MAX_LOOPS = 4;

export interface QueuePollerOptions {
  queueUrl: string;
  queueArn: string;
  service: string;
  batchSize: number;
  /**
   * In AWS a failed record comes back after the queue's visibility timeout (minutes). Locally it comes
   * back after this many seconds, so that retries and the DLQ can be watched in a test run.
   */
  retryDelaySeconds: number;
  /** Concurrency, reordering and redelivery (`queue-chaos.ts`); calm (one batch at a time) when absent. */
  chaos?: QueueChaos;
  /**
   * Batches handled at once, as Lambda runs several containers off one queue. The notifications sender
   * needs more than one: a batch waiting on a push service that times out must not hold back the next goal.
   */
  concurrency?: number;
}

function toRecord(message: Message, queueArn: string): SQSRecord {
  const attributes = message.Attributes ?? {};
  return {
    messageId: message.MessageId ?? '',
    receiptHandle: message.ReceiptHandle ?? '',
    body: message.Body ?? '',
    attributes: {
      ApproximateReceiveCount: attributes.ApproximateReceiveCount ?? '1',
      SentTimestamp: attributes.SentTimestamp ?? String(Date.now()),
      SenderId: attributes.SenderId ?? 'local',
      ApproximateFirstReceiveTimestamp: attributes.ApproximateFirstReceiveTimestamp ?? String(Date.now()),
    },
    // The sender's attributes (the correlation id) reach the consumer, as Lambda's event source passes them.
    messageAttributes: Object.fromEntries(
      Object.entries(message.MessageAttributes ?? {}).map(([name, value]) => [
        name,
        { dataType: value.DataType ?? 'String', ...(value.StringValue !== undefined ? { stringValue: value.StringValue } : {}) },
      ]),
    ),
    md5OfBody: message.MD5OfBody ?? '',
    eventSource: 'aws:sqs',
    eventSourceARN: queueArn,
    awsRegion: LOCAL_REGION,
  };
}

/**
 * Lambda's SQS event source mapping, locally: long-polls the queue, invokes the consumer with a batch,
 * deletes what succeeded and leaves the reported failures (or the whole batch, if the invocation threw)
 * to come back; the queue's redrive policy moves a message to the DLQ after maxReceiveCount receives.
 */
export function startQueuePoller(options: QueuePollerOptions) {
  const client = withoutSdkLogging(new SQSClient({ useQueueUrlAsEndpoint: false }));
  let running = true;
  let idle: (() => void) | undefined;
  const stats = { batches: 0, succeeded: 0, failed: 0, redelivered: 0 };
  let chaos = options.chaos ?? CALM;

  async function pollOnce(): Promise<void> {
    const { Messages = [] } = await client.send(
      new ReceiveMessageCommand({
        QueueUrl: options.queueUrl,
        MaxNumberOfMessages: options.batchSize,
        WaitTimeSeconds: 1,
        MessageSystemAttributeNames: ['All'],
        MessageAttributeNames: ['All'],
      }),
    );
    if (Messages.length === 0 || !running) return;
    const received = Messages.map((message) => toRecord(message, options.queueArn));
    const records = chaos.reorder ? shuffled(received) : received;
    const pause = staggerMs(chaos);
    if (pause > 0) await new Promise((r) => setTimeout(r, pause));
    let failedIds: Set<string>;
    try {
      const result = (await invoke(options.service, { Records: records })) as SQSBatchResponse | undefined;
      failedIds = new Set((result?.batchItemFailures ?? []).map((failure) => failure.itemIdentifier));
    } catch (error) {
      console.error(`[queue] ${options.service} invocation failed; the whole batch will be retried:`, error);
      failedIds = new Set(records.map((record) => record.messageId));
    }
    stats.batches += 1;
    // At-least-once: with chaos some handled messages are not deleted but come straight back.
    const again = new Set(records.filter((record) => !failedIds.has(record.messageId) && shouldRedeliver(chaos, Number(record.attributes.ApproximateReceiveCount))).map((record) => record.messageId));
    stats.redelivered += again.size;
    const succeeded = records.filter((record) => !failedIds.has(record.messageId) && !again.has(record.messageId));
    const failed = records.filter((record) => failedIds.has(record.messageId));
    if (again.size > 0) {
      await client.send(
        new ChangeMessageVisibilityBatchCommand({
          QueueUrl: options.queueUrl,
          Entries: records.filter((record) => again.has(record.messageId)).map((record, index) => ({ Id: String(index), ReceiptHandle: record.receiptHandle, VisibilityTimeout: 0 })),
        }),
      );
    }
    stats.succeeded += succeeded.length;
    stats.failed += failed.length;
    if (succeeded.length > 0) {
      await client.send(new DeleteMessageBatchCommand({ QueueUrl: options.queueUrl, Entries: succeeded.map((record, index) => ({ Id: String(index), ReceiptHandle: record.receiptHandle })) }));
    }
    if (failed.length > 0) {
      await client.send(
        new ChangeMessageVisibilityBatchCommand({
          QueueUrl: options.queueUrl,
          Entries: failed.map((record, index) => ({ Id: String(index), ReceiptHandle: record.receiptHandle, VisibilityTimeout: options.retryDelaySeconds })),
        }),
      );
    }
  }

  // Lambda's event source mapping runs several pollers and invocations at once; locally `chaos.concurrency`
  // of these loops poll (the others wait), so chaos can be switched on and off while the worker runs.
  const pollLoop = async (slot: number) => {
    while (running) {
      if (slot >= Math.max(chaos.concurrency, options.concurrency ?? 1)) {
        await new Promise((r) => setTimeout(r, 200));
        continue;
      }
      try {
        await pollOnce();
      } catch (error) {
        if (running) {
          console.error('[queue] poll failed:', error);
          await new Promise<void>((r) => {
            idle = r;
            setTimeout(r, 1000);
          });
        }
      }
    }
  };
  const loop = Promise.all(Array.from({ length: Math.max(MAX_LOOPS, chaos.concurrency, options.concurrency ?? 1) }, (_, slot) => pollLoop(slot)));

  return {
    stats,
    setChaos(next: QueueChaos) {
      chaos = { ...next, concurrency: Math.min(next.concurrency, Math.max(MAX_LOOPS, options.chaos?.concurrency ?? 1, options.concurrency ?? 1)) };
    },
    async stop() {
      running = false;
      idle?.();
      await loop;
    },
  };
}
