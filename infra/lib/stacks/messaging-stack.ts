import { Duration, RemovalPolicy, Stack, type StackProps, aws_sqs as sqs } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { MATCH_EVENTS_QUEUE, NOTIFICATIONS_QUEUE, resourceNames } from '../../resources';
import type { StageConfig } from '../config';

export interface MessagingStackProps extends StackProps {
  readonly config: StageConfig;
}

/** The match-events queue (matches → standings) and the notifications queue (services → sender), each with its DLQ. */
export class MessagingStack extends Stack {
  readonly matchEventsQueue: sqs.Queue;
  readonly matchEventsDlq: sqs.Queue;
  readonly notificationsQueue: sqs.Queue;
  readonly notificationsDlq: sqs.Queue;

  constructor(scope: Construct, id: string, props: MessagingStackProps) {
    super(scope, id, props);
    const { config } = props;
    const names = resourceNames(config.stage);
    const common = {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      removalPolicy: config.production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    };

    this.matchEventsDlq = new sqs.Queue(this, 'MatchEventsDlq', {
      queueName: names.matchEventsDlq,
      retentionPeriod: Duration.days(MATCH_EVENTS_QUEUE.dlqRetentionDays),
      ...common,
    });
    this.matchEventsQueue = new sqs.Queue(this, 'MatchEventsQueue', {
      queueName: names.matchEventsQueue,
      visibilityTimeout: Duration.seconds(MATCH_EVENTS_QUEUE.visibilityTimeoutSeconds),
      deadLetterQueue: { queue: this.matchEventsDlq, maxReceiveCount: MATCH_EVENTS_QUEUE.maxReceiveCount },
      ...common,
    });
    this.notificationsDlq = new sqs.Queue(this, 'NotificationsDlq', {
      queueName: names.notificationsDlq,
      retentionPeriod: Duration.days(NOTIFICATIONS_QUEUE.dlqRetentionDays),
      ...common,
    });
    this.notificationsQueue = new sqs.Queue(this, 'NotificationsQueue', {
      queueName: names.notificationsQueue,
      visibilityTimeout: Duration.seconds(NOTIFICATIONS_QUEUE.visibilityTimeoutSeconds),
      deadLetterQueue: { queue: this.notificationsDlq, maxReceiveCount: NOTIFICATIONS_QUEUE.maxReceiveCount },
      ...common,
    });
  }
}
