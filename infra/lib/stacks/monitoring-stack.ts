import { Stack, type StackProps, type aws_apigatewayv2 as apigwv2, type aws_cloudwatch as cloudwatch, type aws_sns as sns } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { QueueKey } from '../../resources';
import type { StageConfig } from '../config';
import type { PitchsideFunction } from '../constructs/pitchside-function';
import { AlarmFactory } from '../monitoring/alarms';
import { AlarmTopic } from '../monitoring/alarm-topic';
import { matchDayDashboard } from '../monitoring/dashboard';
import type { QueueWithDlq } from './messaging-stack';

export interface MonitoringStackProps extends StackProps {
  readonly config: StageConfig;
  readonly functions: Readonly<Record<string, PitchsideFunction>>;
  readonly queues: Readonly<Record<QueueKey, QueueWithDlq>>;
  readonly webSocketApi: apigwv2.IWebSocketApi;
}

/**
 * The stage's alarms, their SNS topic and the match-day dashboard. Generic: every queue of the messaging
 * stack and every function of the catalog gets its alarms here, so one added later is watched too.
 * (The WAF's alarm lives with the web ACL, in us-east-1: see EdgeMonitoringStack.)
 */
export class MonitoringStack extends Stack {
  readonly topic: sns.Topic;
  readonly alarms: readonly cloudwatch.Alarm[];
  readonly dashboard: cloudwatch.Dashboard;

  constructor(scope: Construct, id: string, props: MonitoringStackProps) {
    super(scope, id, props);
    const { config } = props;
    this.topic = new AlarmTopic(this, 'AlarmTopic', config).topic;
    const factory = new AlarmFactory(this, config.stage, this.topic);
    for (const [key, { queue, dlq }] of Object.entries(props.queues) as [QueueKey, QueueWithDlq][]) factory.queue(key, queue, dlq);
    for (const [name, fn] of Object.entries(props.functions)) {
      factory.lambdaFunction(name, fn, fn.definition);
      if (fn.definition.trigger.kind === 'http') factory.http5xxRate(name);
      if (fn.definition.capabilities.includes('live:post')) factory.pushFailureRate(name);
    }
    this.alarms = factory.alarms;
    this.dashboard = matchDayDashboard(this, { stage: config.stage, functions: props.functions, queues: props.queues, webSocketApi: props.webSocketApi, alarms: factory.alarms });
  }
}
