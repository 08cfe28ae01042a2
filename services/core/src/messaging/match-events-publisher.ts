import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import { CORRELATION, type MatchEventsMessage } from '@pitchside/shared';
import { currentCorrelationId } from '../observability/invocation-context';
import { withoutSdkLogging } from '../aws/clients';

/** Announces a change of a match to every consumer of match events (the live fan-out, the standings). */
export interface MatchEventsPublisher {
  publish(message: MatchEventsMessage): Promise<void>;
}

/**
 * The running request's correlation id as message attributes, so the consumers' lines can be found from the
 * API call's (undefined outside a request: a consumer then uses the message id). SNS's raw message delivery
 * hands them to each subscribed queue as SQS message attributes of the same name.
 */
export function correlationMessageAttributes(): Record<string, { DataType: 'String'; StringValue: string }> | undefined {
  const correlationId = currentCorrelationId();
  return correlationId ? { [CORRELATION.messageAttribute]: { DataType: 'String', StringValue: correlationId } } : undefined;
}

let client: SNSClient | undefined;

/**
 * Publishes once to the match-events topic; SNS copies the message to each subscribed queue, so one consumer's
 * retries never repeat another's work (a failed table recompute does not push the match again).
 */
export function snsMatchEventsPublisher(topicArn: string): MatchEventsPublisher {
  client ??= withoutSdkLogging(new SNSClient({}));
  const sns = client;
  return {
    async publish(message) {
      const attributes = correlationMessageAttributes();
      await sns.send(new PublishCommand({ TopicArn: topicArn, Message: JSON.stringify(message), ...(attributes ? { MessageAttributes: attributes } : {}) }));
    },
  };
}
