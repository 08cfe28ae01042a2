import middy from '@middy/core';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { correlationIdOfRecord } from '../observability/correlation';
import { runInInvocation } from '../observability/invocation-context';
import { logger } from '../observability/logger';
import { functionMetrics } from '../observability/metrics';
import { inInvocationScope } from '../observability/middleware';

/**
 * Work shared by the records of one batch. Every record of a batch was sent before the batch was
 * received, so a read made while handling the batch already sees what all of them changed: work that
 * depends only on such reads (push a match's current state, recompute a division) is done once per key
 * per batch. A record whose shared work failed fails too, and is retried on its own.
 */
export interface BatchScope {
  once<T>(key: string, work: () => Promise<T>): Promise<T>;
}

/** No sharing: every call does its work (unit tests, single messages). */
export const unsharedScope: BatchScope = { once: (_key, work) => work() };

function batchScope(): BatchScope {
  const started = new Map<string, Promise<unknown>>();
  return {
    once<T>(key: string, work: () => Promise<T>): Promise<T> {
      let running = started.get(key) as Promise<T> | undefined;
      if (!running) started.set(key, (running = work()));
      return running;
    },
  };
}

/**
 * An SQS consumer as a per-record handler: records are processed one by one, and only the ones that
 * failed are reported back (ReportBatchItemFailures), so a poison message is retried and finally moved
 * to the DLQ without holding back the rest of its batch. Each record is handled in its own log scope that
 * carries the correlation id its sender put on it, so a referee's event can be followed from the API call
 * to the table and the push.
 */
export interface SqsHandlerOptions {
  /**
   * A record is not started when less than this is left of the invocation: it is reported failed and comes
   * back in a later batch. Without it a batch that runs out of time fails whole, and the records already
   * handled are handled again (for the notifications sender: pushed twice).
   */
  reserveMs?: number;
}

export function createSqsHandler(service: string, processRecord: (record: SQSRecord, batch: BatchScope) => Promise<void>, options: SqsHandlerOptions = {}) {
  const consume = async (event: SQSEvent, context?: Pick<Context, 'getRemainingTimeInMillis'>): Promise<SQSBatchResponse> => {
    const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
    const batch = batchScope();
    for (const record of event.Records) {
      if (options.reserveMs && context?.getRemainingTimeInMillis && context.getRemainingTimeInMillis() < options.reserveMs) {
        batchItemFailures.push({ itemIdentifier: record.messageId });
        continue;
      }
      await runInInvocation({ correlation_id: correlationIdOfRecord(record), message_id: record.messageId }, async () => {
        try {
          await processRecord(record, batch);
          logger.info('Record handled', { receive_count: Number(record.attributes.ApproximateReceiveCount) });
        } catch (error) {
          logger.error('Record failed', { receive_count: Number(record.attributes.ApproximateReceiveCount), error: error instanceof Error ? error : String(error) });
          batchItemFailures.push({ itemIdentifier: record.messageId });
        }
      });
    }
    return { batchItemFailures };
  };
  const metrics = functionMetrics(service);
  return inInvocationScope(service, metrics, middy<SQSEvent, SQSBatchResponse>(consume).use(logMetrics(metrics, { captureColdStartMetric: true })));
}
