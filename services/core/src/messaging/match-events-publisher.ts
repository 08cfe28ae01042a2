import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { CORRELATION, type MatchEventsMessage } from '@pitchside/shared';
import { currentCorrelationId } from '../observability/invocation-context';
import { withoutSdkLogging } from '../aws/clients';

/** Tells the standings consumer that a division's results changed. */
export interface MatchEventsPublisher {
  publish(message: MatchEventsMessage): Promise<void>;
}

/**
 * The running request's correlation id as SQS message attributes, so the consumer's lines can be found
 * from the API call's (undefined outside a request: the consumer then uses the message id).
 */
export function correlationMessageAttributes(): Record<string, { DataType: 'String'; StringValue: string }> | undefined {
  const correlationId = currentCorrelationId();
  return correlationId ? { [CORRELATION.messageAttribute]: { DataType: 'String', StringValue: correlationId } } : undefined;
}

let client: SQSClient | undefined;

export function sqsMatchEventsPublisher(queueUrl: string): MatchEventsPublisher {
  // With an endpoint override (the local cloud) the queue URL's host is not the endpoint to call.
  client ??= withoutSdkLogging(new SQSClient({ useQueueUrlAsEndpoint: !process.env.AWS_ENDPOINT_URL_SQS }));
  const sqs = client;
  return {
    async publish(message) {
      const attributes = correlationMessageAttributes();
      await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify(message), ...(attributes ? { MessageAttributes: attributes } : {}) }));
    },
  };
}
