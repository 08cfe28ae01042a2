import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { METRICS_NAMESPACE, type MetricName } from '@pitchside/shared';
import { currentMetrics } from './invocation-context';
import { logger } from './logger';

export { MetricUnit };
type Unit = (typeof MetricUnit)[keyof typeof MetricUnit];

/** Powertools warns on every invocation that records no metric; most requests record none, by design. */
const metricsWarnings = {
  debug: (...args: unknown[]) => logger.debug(String(args[0])),
  info: (...args: unknown[]) => logger.info(String(args[0])),
  warn: (...args: unknown[]) => {
    if (!/No application metrics to publish/.test(String(args[0]))) logger.warn(String(args[0]));
  },
  error: (...args: unknown[]) => logger.error(String(args[0])),
};

/**
 * One metrics instance per function (the handler factories make it), flushed as an embedded-metric-format
 * line at the end of each invocation. Dimension: the function's service name.
 */
export function functionMetrics(service: string): Metrics {
  return new Metrics({ namespace: METRICS_NAMESPACE, serviceName: service, logger: metricsWarnings });
}

/**
 * Adds to the running invocation's metrics. Outside an invocation (a use case in a unit test) there is
 * nothing to flush to, so it does nothing: metrics never change what a use case does.
 */
export function recordMetric(name: MetricName, value = 1, unit: Unit = MetricUnit.Count): void {
  currentMetrics()?.addMetric(name, unit, value);
}

/** Milliseconds since `since`, as a latency metric (a clock skew never records a negative time). */
export function recordDuration(name: MetricName, since: number, now = Date.now()): void {
  recordMetric(name, Math.max(0, now - since), MetricUnit.Milliseconds);
}
