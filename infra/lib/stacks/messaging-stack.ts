import { Duration, RemovalPolicy, Stack, type StackProps, aws_kms as kms, aws_sns as sns, aws_sns_subscriptions as subscriptions, aws_sqs as sqs } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { MATCH_EVENTS_TOPIC, QUEUES, resourceNames, type QueueKey } from '../../resources';
import type { StageConfig } from '../config';

export interface MessagingStackProps extends StackProps {
  readonly config: StageConfig;
}

export interface QueueWithDlq {
  readonly queue: sqs.Queue;
  readonly dlq: sqs.Queue;
}

const pascal = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);
const kebab = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * Every queue of `QUEUES` with its dead-letter queue, and the match-events topic: every change of a match is
 * published there once, and SNS hands a copy to each subscribed queue (`MATCH_EVENTS_TOPIC`: the standings
 * queue and the live queue), so each consumer retries only its own work. Notifications: services → the push
 * sender. The monitoring stack alarms on each entry of `queues`, so a queue added to QUEUES is watched with no
 * other line.
 */
export class MessagingStack extends Stack {
  readonly queues: Readonly<Record<QueueKey, QueueWithDlq>>;
  readonly matchEventsTopic: sns.Topic;
  readonly matchEventsQueue: sqs.Queue;
  readonly matchEventsDlq: sqs.Queue;
  readonly liveMatchEventsQueue: sqs.Queue;
  readonly notificationsQueue: sqs.Queue;
  readonly notificationsDlq: sqs.Queue;

  constructor(scope: Construct, id: string, props: MessagingStackProps) {
    super(scope, id, props);
    const { config } = props;
    const common = {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      removalPolicy: config.production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    };
    const prefix = `pitchside-${config.stage}`;
    const queues = {} as Record<QueueKey, QueueWithDlq>;
    for (const [key, settings] of Object.entries(QUEUES) as [QueueKey, (typeof QUEUES)[QueueKey]][]) {
      // Construct ids and names as they were when the match-events queue was declared by hand: no replacement.
      const dlq = new sqs.Queue(this, `${pascal(key)}Dlq`, {
        queueName: `${prefix}-${kebab(key)}-dlq`,
        retentionPeriod: Duration.days(settings.dlqRetentionDays),
        ...common,
      });
      const queue = new sqs.Queue(this, `${pascal(key)}Queue`, {
        queueName: `${prefix}-${kebab(key)}`,
        visibilityTimeout: Duration.seconds(settings.visibilityTimeoutSeconds),
        deadLetterQueue: { queue: dlq, maxReceiveCount: settings.maxReceiveCount },
        ...common,
      });
      queues[key] = { queue, dlq };
    }
    this.queues = queues;
    this.matchEventsTopic = new sns.Topic(this, 'MatchEventsTopic', {
      topicName: resourceNames(config.stage).matchEventsTopic,
      enforceSSL: true,
      // The AWS managed key: SQS-managed encryption on the queues lets SNS deliver without a key policy of ours.
      masterKey: kms.Alias.fromAliasName(this, 'SnsManagedKey', 'alias/aws/sns'),
    });
    for (const key of MATCH_EVENTS_TOPIC.subscribers) {
      // The queue's policy lets this topic (and only it) send; raw delivery keeps the body and the attributes as published.
      this.matchEventsTopic.addSubscription(new subscriptions.SqsSubscription(queues[key].queue, { rawMessageDelivery: MATCH_EVENTS_TOPIC.rawMessageDelivery }));
    }
    this.matchEventsQueue = queues.matchEvents.queue;
    this.liveMatchEventsQueue = queues.liveMatchEvents.queue;
    this.matchEventsDlq = queues.matchEvents.dlq;
    this.notificationsQueue = queues.notifications.queue;
    this.notificationsDlq = queues.notifications.dlq;
  }
}
