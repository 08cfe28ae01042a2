import { Duration, aws_cloudwatch as cloudwatch, type aws_apigatewayv2 as apigwv2 } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { METRIC } from '@pitchside/shared';
import type { QueueWithDlq } from '../stacks/messaging-stack';
import type { PitchsideFunction } from '../constructs/pitchside-function';
import { serviceMetric } from './alarms';

const MINUTE = Duration.minutes(1);

export interface MatchDayDashboardProps {
  readonly stage: string;
  readonly functions: Readonly<Record<string, PitchsideFunction>>;
  readonly queues: Readonly<Record<string, QueueWithDlq>>;
  readonly webSocketApi: apigwv2.IWebSocketApi;
  readonly alarms: readonly cloudwatch.IAlarm[];
}

/**
 * The match-day path at a glance, top to bottom: goals per minute and event → table latency, spectators
 * and pushes, imports, then what is failing (5xx, function errors, queues) and every alarm's state.
 */
export function matchDayDashboard(scope: Construct, props: MatchDayDashboardProps): cloudwatch.Dashboard {
  const dashboard = new cloudwatch.Dashboard(scope, 'MatchDayDashboard', {
    dashboardName: `pitchside-${props.stage}-match-day`,
    defaultInterval: Duration.hours(3),
  });
  const names = Object.keys(props.functions);
  const http = names.filter((name) => props.functions[name]!.definition.trigger.kind === 'http');
  const pushers = names.filter((name) => props.functions[name]!.definition.capabilities.includes('live:post'));
  const webSocket = (metricName: string) => new cloudwatch.Metric({ namespace: 'AWS/ApiGateway', metricName, dimensionsMap: { ApiId: props.webSocketApi.apiId }, statistic: 'Sum', period: MINUTE });

  dashboard.addWidgets(
    new cloudwatch.GraphWidget({ title: 'Goals per minute', width: 8, left: [serviceMetric(METRIC.goals, 'matches', 'Sum', MINUTE).with({ label: 'goals' })], leftYAxis: { min: 0 } }),
    new cloudwatch.GraphWidget({
      title: 'Event → table latency (ms)',
      width: 8,
      leftYAxis: { min: 0 },
      left: ['p50', 'p95', 'Maximum'].map((statistic) => serviceMetric(METRIC.eventToStandingsMs, 'standings', statistic, MINUTE).with({ label: statistic })),
    }),
    new cloudwatch.GraphWidget({
      title: 'Spectators: sockets opened and pushes sent per minute',
      width: 8,
      leftYAxis: { min: 0 },
      left: [webSocket('ConnectCount').with({ label: 'sockets opened' }), ...pushers.map((name) => serviceMetric(METRIC.pushDeliveries, name, 'Sum', MINUTE).with({ label: `pushes (${name})` }))],
    }),
  );
  dashboard.addWidgets(
    new cloudwatch.GraphWidget({ title: 'Push failures', width: 8, leftYAxis: { min: 0 }, left: pushers.map((name) => serviceMetric(METRIC.pushFailures, name, 'Sum', MINUTE).with({ label: name })) }),
    new cloudwatch.GraphWidget({
      title: 'Imports',
      width: 8,
      leftYAxis: { min: 0 },
      left: [METRIC.importsStarted, METRIC.importsCompleted, METRIC.importsFailed].map((metric) => serviceMetric(metric, 'importWorker', 'Sum', Duration.minutes(5)).with({ label: metric })),
      right: [serviceMetric(METRIC.importDurationMs, 'importWorker', 'Maximum', Duration.minutes(5)).with({ label: 'longest import (ms)' })],
    }),
    new cloudwatch.GraphWidget({
      title: 'Payments and lockouts',
      width: 8,
      leftYAxis: { min: 0 },
      left: [
        serviceMetric(METRIC.checkoutSessions, 'payments', 'Sum', Duration.minutes(5)).with({ label: 'checkouts started' }),
        serviceMetric(METRIC.paymentsFulfilled, 'payments', 'Sum', Duration.minutes(5)).with({ label: 'payments fulfilled' }),
        serviceMetric(METRIC.signInLockouts, 'accounts', 'Sum', Duration.minutes(5)).with({ label: 'lockouts' }),
      ],
    }),
  );
  dashboard.addWidgets(
    new cloudwatch.GraphWidget({ title: '5xx per service', width: 8, leftYAxis: { min: 0 }, left: http.map((name) => serviceMetric(METRIC.http5xx, name, 'Sum', MINUTE).with({ label: name })) }),
    new cloudwatch.GraphWidget({
      title: 'Function errors and throttles',
      width: 8,
      leftYAxis: { min: 0 },
      left: names.map((name) => props.functions[name]!.metricErrors({ period: MINUTE, label: `${name} errors` })),
      right: names.map((name) => props.functions[name]!.metricThrottles({ period: MINUTE, label: `${name} throttles` })),
    }),
    new cloudwatch.GraphWidget({
      title: 'Queues: oldest message (s) and dead letters',
      width: 8,
      leftYAxis: { min: 0 },
      left: Object.entries(props.queues).map(([key, { queue }]) => queue.metricApproximateAgeOfOldestMessage({ period: MINUTE, statistic: 'Maximum', label: `${key} oldest` })),
      right: Object.entries(props.queues).map(([key, { dlq }]) => dlq.metricApproximateNumberOfMessagesVisible({ period: MINUTE, statistic: 'Maximum', label: `${key} DLQ` })),
    }),
  );
  dashboard.addWidgets(new cloudwatch.AlarmStatusWidget({ title: 'Alarms', width: 24, alarms: [...props.alarms] }));
  return dashboard;
}
