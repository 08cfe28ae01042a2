import { Duration, RemovalPolicy, Stack, type StackProps, aws_sqs as sqs } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { QUEUES, type QueueKey } from '../../resources';
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
 * Every queue of `QUEUES` with its dead-letter queue (match events: matches → standings; notifications:
 * services → the push sender). The
 * monitoring stack alarms on each entry of `queues`, so a queue added to QUEUES is watched with no other line.
 */
export class MessagingStack extends Stack {
  readonly queues: Readonly<Record<QueueKey, QueueWithDlq>>;
  readonly matchEventsQueue: sqs.Queue;
  readonly matchEventsDlq: sqs.Queue;
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
    this.matchEventsQueue = queues.matchEvents.queue;
    this.matchEventsDlq = queues.matchEvents.dlq;
    this.notificationsQueue = queues.notifications.queue;
    this.notificationsDlq = queues.notifications.dlq;
  }
}
