import { ChangeMessageVisibilityBatchCommand, DeleteMessageBatchCommand, GetQueueUrlCommand, ReceiveMessageCommand, SendMessageBatchCommand, type SQSClient } from '@aws-sdk/client-sqs';
import { QUEUES, type QueueKey } from '../resources';

/** A queue of QUEUES and its DLQ, by their names in a stage (the names MessagingStack and the local cloud give them). */
export function queueNamesOf(stage: string, key: QueueKey): { queue: string; dlq: string } {
  const base = `pitchside-${stage}-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
  return { queue: base, dlq: `${base}-dlq` };
}

export function isQueueKey(value: string): value is QueueKey {
  return Object.hasOwn(QUEUES, value);
}

export async function queueUrlsOf(sqs: SQSClient, stage: string, key: QueueKey): Promise<{ queueUrl: string; dlqUrl: string }> {
  const names = queueNamesOf(stage, key);
  const [queue, dlq] = await Promise.all([names.queue, names.dlq].map((QueueName) => sqs.send(new GetQueueUrlCommand({ QueueName }))));
  return { queueUrl: queue!.QueueUrl!, dlqUrl: dlq!.QueueUrl! };
}

export interface RedriveOptions {
  dlqUrl: string;
  queueUrl: string;
  /** Move at most this many (default: everything there is). */
  max?: number;
  /** Only list what would move. */
  dryRun?: boolean;
  /** Seconds a read message stays hidden while it is copied; it reappears in the DLQ if the copy fails. */
  visibilitySeconds?: number;
}

export interface RedrivenMessage {
  messageId: string;
  receiveCount: number;
  correlationId?: string;
  body: string;
}

/**
 * Moves dead letters back to their queue: each batch is SENT to the queue first and deleted from the DLQ
 * only once the send succeeded, so a failure midway leaves a message in the DLQ (to move again), never
 * lost. A message could be sent twice if the delete failed after the send: harmless, since the consumers
 * are idempotent (standings are recomputed from source; a push sends the current state).
 * Body and message attributes (the correlation id) are kept, so the consumer's lines still correlate.
 */
export async function redrive(sqs: SQSClient, options: RedriveOptions): Promise<RedrivenMessage[]> {
  const moved: RedrivenMessage[] = [];
  // A dry run hides what it read while it pages through the DLQ, then shows it again at once.
  const listed: { Id: string; ReceiptHandle: string }[] = [];
  const max = options.max ?? Number.POSITIVE_INFINITY;
  const seen = new Set<string>();
  while (moved.length < max) {
    const { Messages = [] } = await sqs.send(
      new ReceiveMessageCommand({
        QueueUrl: options.dlqUrl,
        MaxNumberOfMessages: Math.min(10, max - moved.length),
        WaitTimeSeconds: 1,
        VisibilityTimeout: options.visibilitySeconds ?? 30,
        MessageAttributeNames: ['All'],
        MessageSystemAttributeNames: ['ApproximateReceiveCount'],
      }),
    );
    // A dry run sees the same messages again once they reappear: stop at the first repeat.
    const fresh = Messages.filter((message) => message.MessageId && !seen.has(message.MessageId));
    if (fresh.length === 0) break;
    for (const message of fresh) seen.add(message.MessageId!);
    const batch = fresh.map((message) => ({
      messageId: message.MessageId!,
      receiveCount: Number(message.Attributes?.ApproximateReceiveCount ?? 0),
      ...(message.MessageAttributes?.correlationId?.StringValue ? { correlationId: message.MessageAttributes.correlationId.StringValue } : {}),
      body: message.Body ?? '',
    }));
    if (!options.dryRun) {
      const sent = await sqs.send(
        new SendMessageBatchCommand({
          QueueUrl: options.queueUrl,
          Entries: fresh.map((message, index) => ({ Id: String(index), MessageBody: message.Body ?? '', ...(message.MessageAttributes ? { MessageAttributes: message.MessageAttributes } : {}) })),
        }),
      );
      const sentIds = new Set((sent.Successful ?? []).map((entry) => entry.Id));
      const done = fresh.map((message, index) => ({ message, index })).filter(({ index }) => sentIds.has(String(index)));
      if (done.length > 0) {
        await sqs.send(new DeleteMessageBatchCommand({ QueueUrl: options.dlqUrl, Entries: done.map(({ message, index }) => ({ Id: String(index), ReceiptHandle: message.ReceiptHandle! })) }));
      }
      moved.push(...batch.filter((_, index) => sentIds.has(String(index))));
      if ((sent.Failed ?? []).length > 0) break;
    } else {
      moved.push(...batch);
      listed.push(...fresh.map((message) => ({ Id: String(listed.length + fresh.indexOf(message)), ReceiptHandle: message.ReceiptHandle! })));
    }
  }
  for (let start = 0; start < listed.length; start += 10) {
    await sqs.send(new ChangeMessageVisibilityBatchCommand({ QueueUrl: options.dlqUrl, Entries: listed.slice(start, start + 10).map((entry) => ({ ...entry, VisibilityTimeout: 0 })) }));
  }
  return moved;
}
