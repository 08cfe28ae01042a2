import middy from '@middy/core';
import type { Metrics } from '@aws-lambda-powertools/metrics';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import type { Context } from 'aws-lambda';
import { CORRELATION, METRIC } from '@pitchside/shared';
import type { HttpEvent, HttpResponse } from '../http/types';
import { correlationIdOfRequest } from './correlation';
import { appendInvocationKeys, currentCorrelationId, runInInvocation, takeColdStart } from './invocation-context';
import { logger } from './logger';
import { functionMetrics, recordMetric } from './metrics';

/**
 * Wraps a function's whole handler (its middy chain included) in an invocation scope that knows the
 * function, the request id and whether this is a cold start, so every line and metric of the invocation
 * — down to the adapters — carries them.
 */
export function inInvocationScope<E, R>(service: string, metrics: Metrics, handler: (event: E, context: Context) => Promise<R>) {
  return (event: E, context: Context = {} as Context): Promise<R> => {
    const functionName = context.functionName ?? `pitchside-${service}`;
    return runInInvocation({ service, function_name: functionName, function_request_id: context.awsRequestId, cold_start: takeColdStart(functionName) }, () => handler(event, context), metrics);
  };
}

const started = new WeakMap<object, number>();

/**
 * First in an HTTP function's chain: the route and the correlation id onto every line, one line per
 * request with its status and duration (the log query behind the 5xx alarm), and the correlation id
 * back to the caller so a support request can quote it.
 */
export function httpObservability(): middy.MiddlewareObj<HttpEvent, HttpResponse> {
  const finish = (request: middy.Request<HttpEvent, HttpResponse>) => {
    const status = request.response?.statusCode ?? 500;
    const correlationId = currentCorrelationId();
    if (request.response && correlationId) request.response.headers = { ...request.response.headers, [CORRELATION.header]: correlationId };
    const duration_ms = Date.now() - (started.get(request.event) ?? Date.now());
    recordMetric(METRIC.httpRequests);
    recordMetric(METRIC.http5xx, status >= 500 ? 1 : 0);
    if (status >= 500) logger.error('Request failed', { status, duration_ms });
    else logger.info('Request handled', { status, duration_ms });
  };
  return {
    before: (request) => {
      started.set(request.event, Date.now());
      appendInvocationKeys({ route: request.event.routeKey, correlation_id: correlationIdOfRequest(request.event) });
    },
    after: finish,
    onError: finish,
  };
}

/**
 * A function that is neither an HTTP route nor a queue consumer (the import worker, the schedule sweep,
 * the WebSocket handler): the same invocation scope and the same metrics flush as the two factories.
 */
export function observedHandler<E, R>(service: string, handler: (event: E, context: Context) => Promise<R>) {
  const metrics = functionMetrics(service);
  return inInvocationScope(service, metrics, middy<E, R>(handler).use(logMetrics(metrics, { captureColdStartMetric: true })));
}
