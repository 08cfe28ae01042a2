import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { MatchEventsMessage } from '@pitchside/shared';

/** Tells the standings consumer that a division's results changed. */
export interface MatchEventsPublisher {
  publish(message: MatchEventsMessage): Promise<void>;
}

let client: SQSClient | undefined;

export function sqsMatchEventsPublisher(queueUrl: string): MatchEventsPublisher {
  // With an endpoint override (the local cloud) the queue URL's host is not the endpoint to call.
  client ??= new SQSClient({ useQueueUrlAsEndpoint: !process.env.AWS_ENDPOINT_URL_SQS });
  const sqs = client;
  return {
    async publish(message) {
      await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify(message) }));
    },
  };
}
