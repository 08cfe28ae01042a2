import { ChangeMessageVisibilityBatchCommand, DeleteMessageBatchCommand, ReceiveMessageCommand, SQSClient, type Message } from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSRecord } from 'aws-lambda';
import { LOCAL_REGION } from '../resources';
import { invoke } from './gateway/functions';

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
    messageAttributes: {},
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
  const client = new SQSClient({ useQueueUrlAsEndpoint: false });
  let running = true;
  let idle: (() => void) | undefined;
  const stats = { batches: 0, succeeded: 0, failed: 0 };

  async function pollOnce(): Promise<void> {
    const { Messages = [] } = await client.send(new ReceiveMessageCommand({
      QueueUrl: options.queueUrl, MaxNumberOfMessages: options.batchSize, WaitTimeSeconds: 1, MessageSystemAttributeNames: ['All'],
    }));
    if (Messages.length === 0 || !running) return;
    const records = Messages.map((message) => toRecord(message, options.queueArn));
    let failedIds: Set<string>;
    try {
      const result = (await invoke(options.service, { Records: records })) as SQSBatchResponse | undefined;
      failedIds = new Set((result?.batchItemFailures ?? []).map((failure) => failure.itemIdentifier));
    } catch (error) {
      console.error(`[queue] ${options.service} invocation failed; the whole batch will be retried:`, error);
      failedIds = new Set(records.map((record) => record.messageId));
    }
    stats.batches += 1;
    const succeeded = records.filter((record) => !failedIds.has(record.messageId));
    const failed = records.filter((record) => failedIds.has(record.messageId));
    stats.succeeded += succeeded.length;
    stats.failed += failed.length;
    if (succeeded.length > 0) {
      await client.send(new DeleteMessageBatchCommand({ QueueUrl: options.queueUrl, Entries: succeeded.map((record, index) => ({ Id: String(index), ReceiptHandle: record.receiptHandle })) }));
    }
    if (failed.length > 0) {
      await client.send(new ChangeMessageVisibilityBatchCommand({ QueueUrl: options.queueUrl, Entries: failed.map((record, index) => ({ Id: String(index), ReceiptHandle: record.receiptHandle, VisibilityTimeout: options.retryDelaySeconds })) }));
    }
  }

  const loop = async () => {
    while (running) {
      try {
        await pollOnce();
      } catch (error) {
        if (running) {
          console.error('[queue] poll failed:', error);
          await new Promise<void>((r) => { idle = r; setTimeout(r, 1000); });
        }
      }
    }
  };
  const loops = Promise.all(Array.from({ length: options.concurrency ?? 1 }, loop));

  return {
    stats,
    async stop() {
      running = false;
      idle?.();
      await loops;
    },
  };
}
