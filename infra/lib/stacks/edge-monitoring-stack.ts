import { Duration, Stack, type StackProps, aws_cloudwatch as cloudwatch, type aws_sns as sns } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { ALARMS } from '../../resources';
import type { StageConfig } from '../config';
import { AlarmFactory } from '../monitoring/alarms';
import { AlarmTopic } from '../monitoring/alarm-topic';

export interface EdgeMonitoringStackProps extends StackProps {
  readonly config: StageConfig;
  /** The web ACL's metric name (its visibility config): the `WebACL` dimension of its metrics. */
  readonly webAclMetricName: string;
}

/**
 * CloudFront's web ACL reports its metrics in us-east-1, and an alarm must live in its metric's region:
 * the block-spike alarm and a topic of its own (same subscription) are here.
 */
export class EdgeMonitoringStack extends Stack {
  readonly topic: sns.Topic;
  readonly wafBlockAlarm: cloudwatch.Alarm;

  constructor(scope: Construct, id: string, props: EdgeMonitoringStackProps) {
    super(scope, id, props);
    this.topic = new AlarmTopic(this, 'AlarmTopic', props.config, 'edge-alarms').topic;
    const factory = new AlarmFactory(this, props.config.stage, this.topic);
    this.wafBlockAlarm = factory.add('WafBlockedAlarm', {
      name: 'waf-blocked-spike',
      alarmDescription: `The web ACL blocked over ${ALARMS.wafBlockedPer5Min} requests in 5 minutes: an attack, or a rule blocking real users. Runbook: docs/runbook.md#waf-block-spike`,
      metric: new cloudwatch.Metric({
        namespace: 'AWS/WAFV2',
        metricName: 'BlockedRequests',
        dimensionsMap: { WebACL: props.webAclMetricName, Rule: 'ALL' },
        statistic: 'Sum',
        period: Duration.minutes(ALARMS.periodMinutes),
      }),
      threshold: ALARMS.wafBlockedPer5Min,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
    });
  }
}
