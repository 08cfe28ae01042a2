import { Duration, aws_cloudwatch as cloudwatch, aws_cloudwatch_actions as actions, type aws_lambda as lambda, type aws_sns as sns, type aws_sqs as sqs } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { METRIC, METRICS_NAMESPACE, type MetricName } from '@pitchside/shared';
import { ALARMS, QUEUES, type QueueKey } from '../../resources';
import type { FunctionDefinition } from '../functions/catalog';

const PERIOD = Duration.minutes(ALARMS.periodMinutes);

/** A metric of ours (embedded metric format), for one service. */
export function serviceMetric(metricName: MetricName, service: string, statistic = 'Sum', period = PERIOD): cloudwatch.Metric {
  return new cloudwatch.Metric({ namespace: METRICS_NAMESPACE, metricName, dimensionsMap: { service }, statistic, period });
}

export class AlarmFactory {
  readonly alarms: cloudwatch.Alarm[] = [];

  constructor(
    private readonly scope: Construct,
    private readonly stage: string,
    private readonly topic: sns.ITopic,
  ) {}

  /** Every alarm pages on ALARM and says so again on OK, so the on-call engineer knows it is over. */
  add(id: string, props: Omit<cloudwatch.AlarmProps, 'alarmName'> & { name: string }): cloudwatch.Alarm {
    const { name, ...rest } = props;
    const alarm = new cloudwatch.Alarm(this.scope, id, { alarmName: `pitchside-${this.stage}-${name}`, treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING, ...rest });
    alarm.addAlarmAction(new actions.SnsAction(this.topic));
    alarm.addOkAction(new actions.SnsAction(this.topic));
    this.alarms.push(alarm);
    return alarm;
  }

  /** A dead-letter queue holding anything, and the oldest waiting message of its queue getting old. */
  queue(key: QueueKey, queue: sqs.IQueue, dlq: sqs.IQueue): void {
    const id = key.charAt(0).toUpperCase() + key.slice(1);
    this.add(`${id}DlqAlarm`, {
      name: `${key}-dlq-not-empty`,
      alarmDescription: `A message in the ${key} dead-letter queue could not be handled ${QUEUES[key].maxReceiveCount} times. Runbook: docs/runbook.md#dead-letter-queue`,
      metric: dlq.metricApproximateNumberOfMessagesVisible({ statistic: 'Maximum', period: Duration.minutes(1) }),
      threshold: ALARMS.dlqMessages,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
    });
    this.add(`${id}OldestMessageAlarm`, {
      name: `${key}-oldest-message-age`,
      alarmDescription: `The oldest ${key} message has waited over ${QUEUES[key].oldestMessageAlarmSeconds} s: tables and live scores are behind. Runbook: docs/runbook.md#oldest-match-event`,
      metric: queue.metricApproximateAgeOfOldestMessage({ statistic: 'Maximum', period: Duration.minutes(1) }),
      threshold: QUEUES[key].oldestMessageAlarmSeconds,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 2,
    });
  }

  /** Errors, throttles and a run near its timeout (an import past its deadline), for any function. */
  lambdaFunction(name: string, fn: lambda.IFunction, definition: FunctionDefinition): void {
    const id = name.charAt(0).toUpperCase() + name.slice(1);
    this.add(`${id}ErrorsAlarm`, {
      name: `${name}-errors`,
      alarmDescription: `The ${name} function failed (crashed or timed out). Runbook: docs/runbook.md#function-errors`,
      metric: fn.metricErrors({ statistic: 'Sum', period: PERIOD }),
      threshold: ALARMS.functionErrors,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
    });
    this.add(`${id}ThrottlesAlarm`, {
      name: `${name}-throttles`,
      alarmDescription: `The ${name} function was throttled: requests or messages are waiting for concurrency. Runbook: docs/runbook.md#function-throttles`,
      metric: fn.metricThrottles({ statistic: 'Sum', period: PERIOD }),
      threshold: ALARMS.functionThrottles,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
    });
    this.add(`${id}DeadlineAlarm`, {
      name: `${name}-near-timeout`,
      alarmDescription: `A ${name} run took over ${ALARMS.durationOfTimeout * 100}% of its ${definition.timeoutSeconds} s timeout (an import past its deadline resumes on retry). Runbook: docs/runbook.md#near-timeout`,
      metric: fn.metricDuration({ statistic: 'Maximum', period: PERIOD }),
      threshold: Math.round(definition.timeoutSeconds * 1000 * ALARMS.durationOfTimeout),
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
    });
  }

  /** Share of one HTTP service's requests answered with a 5xx (only once there is traffic to judge). */
  http5xxRate(service: string): void {
    this.add(`${service.charAt(0).toUpperCase()}${service.slice(1)}Http5xxAlarm`, {
      name: `${service}-5xx-rate`,
      alarmDescription: `Over ${ALARMS.http5xxPercent}% of ${service} requests failed with a 5xx. Runbook: docs/runbook.md#5xx-rate`,
      metric: new cloudwatch.MathExpression({
        label: `${service} 5xx %`,
        expression: `IF(requests >= ${ALARMS.http5xxMinRequests}, 100 * errors / requests, 0)`,
        usingMetrics: { errors: serviceMetric(METRIC.http5xx, service), requests: serviceMetric(METRIC.httpRequests, service) },
        period: PERIOD,
      }),
      threshold: ALARMS.http5xxPercent,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
    });
  }

  /** Share of live pushes that failed, for a function that pushes. */
  pushFailureRate(service: string): void {
    this.add(`${service.charAt(0).toUpperCase()}${service.slice(1)}PushFailuresAlarm`, {
      name: `${service}-push-failure-rate`,
      alarmDescription: `Over ${ALARMS.pushFailurePercent}% of live pushes from ${service} failed: spectators fall back to polling. Runbook: docs/runbook.md#push-failures`,
      metric: new cloudwatch.MathExpression({
        label: `${service} push failure %`,
        expression: 'IF(failed + sent > 0, 100 * failed / (failed + sent), 0)',
        usingMetrics: { failed: serviceMetric(METRIC.pushFailures, service), sent: serviceMetric(METRIC.pushDeliveries, service) },
        period: PERIOD,
      }),
      threshold: ALARMS.pushFailurePercent,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
    });
  }
}
