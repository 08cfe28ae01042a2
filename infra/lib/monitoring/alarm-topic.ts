import { aws_sns as sns, aws_sns_subscriptions as subscriptions } from 'aws-cdk-lib';
import { Construct } from 'constructs';
import type { StageConfig } from '../config';

/**
 * Where a stage's alarms go: an SNS topic, with the stage's on-call address subscribed when configured
 * (`alarmEmail` in cdk.json's stage block). Alarms live in their metric's region, so each region that
 * alarms has one of these (the WAF's us-east-1 too).
 */
export class AlarmTopic extends Construct {
  readonly topic: sns.Topic;

  constructor(scope: Construct, id: string, config: StageConfig, suffix = 'alarms') {
    super(scope, id);
    this.topic = new sns.Topic(this, 'Topic', {
      topicName: `pitchside-${config.stage}-${suffix}`,
      displayName: `Pitchside ${config.stage} alarms`,
      enforceSSL: true,
    });
    if (config.alarmEmail) this.topic.addSubscription(new subscriptions.EmailSubscription(config.alarmEmail));
  }
}
