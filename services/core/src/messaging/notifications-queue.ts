import { SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { NotificationRequest, NotificationsMessage } from '@pitchside/shared';
import type { NotificationRequests } from '../ports/notification-requests';
import { withoutSdkLogging } from '../aws/clients';

let client: SQSClient | undefined;
function sqs(): SQSClient {
  // With an endpoint override (the local cloud) the queue URL's host is not the endpoint to call.
  client ??= withoutSdkLogging(new SQSClient({ useQueueUrlAsEndpoint: !process.env.AWS_ENDPOINT_URL_SQS }));
  return client;
}

/** SQS's limits: 10 entries per batch; a delay of at most 15 minutes. */
const BATCH = 10;
export const MAX_DELAY_SECONDS = 900;

/**
 * Puts messages on the notifications queue, ten per call, the calls at once (a goal's 99 delivery messages
 * are ten calls: in sequence they held back every share of the audience by nine round trips). Throws when
 * any entry was refused; the others are queued all the same (a retried record sends them again: at-least-once).
 */
export async function sendNotificationsMessages(queueUrl: string, messages: readonly NotificationsMessage[], delaySeconds = 0): Promise<void> {
  const batches: NotificationsMessage[][] = [];
  for (let start = 0; start < messages.length; start += BATCH) batches.push(messages.slice(start, start + BATCH));
  const results = await Promise.all(
    batches.map((batch) =>
      sqs().send(
        new SendMessageBatchCommand({
          QueueUrl: queueUrl,
          Entries: batch.map((message, index) => ({ Id: String(index), MessageBody: JSON.stringify(message), DelaySeconds: Math.min(delaySeconds, MAX_DELAY_SECONDS) })),
        }),
      ),
    ),
  );
  const failed = results.flatMap((result) => result.Failed ?? []);
  if (failed.length > 0) throw new Error(`Notifications queue refused ${failed.length} message(s): ${failed[0]?.Message ?? ''}`);
}

export function sqsNotificationRequests(queueUrl: string): NotificationRequests {
  return {
    async enqueue(...requests: NotificationRequest[]) {
      const sentAt = new Date().toISOString();
      await sendNotificationsMessages(
        queueUrl,
        requests.map((request) => ({ type: 'request', request, sentAt })),
      );
    },
  };
}
