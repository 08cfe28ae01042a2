import type { Context, S3Event } from 'aws-lambda';
import { METRIC } from '@pitchside/shared';
import { logger, observedHandler, recordDuration, recordMetric } from '@pitchside/core/observability';
import { runImport } from './use-cases/run-import';
import { productionPorts } from './wiring';

const ports = productionPorts();

function log(message: string, detail: Record<string, unknown> = {}): void {
  logger.info(message, detail);
}

/**
 * The uploads bucket's object-created notification (keys under `imports/`). Each record runs its import
 * job; a refused file is recorded in the job and not retried. Anything else is recorded in the job AND
 * thrown, so Lambda's asynchronous retry runs the job again, which resumes where it stopped.
 */
async function importUploads(event: S3Event, context: Partial<Pick<Context, 'getRemainingTimeInMillis'>>): Promise<void> {
  const failures: unknown[] = [];
  for (const record of event.Records ?? []) {
    if (!record.eventName?.startsWith('ObjectCreated')) continue;
    const key = decodeURIComponent((record.s3?.object?.key ?? '').replace(/\+/g, ' '));
    const startedAt = Date.now();
    try {
      const remaining = context.getRemainingTimeInMillis?.bind(context);
      const outcome = await runImport(ports, key, { log, ...(remaining ? { remainingMs: remaining } : {}) });
      if (outcome !== 'skipped') {
        recordMetric(METRIC.importsStarted);
        recordMetric(outcome === 'completed' ? METRIC.importsCompleted : METRIC.importsFailed);
        recordDuration(METRIC.importDurationMs, startedAt);
      }
      log('import record handled', { key, outcome });
    } catch (error) {
      recordMetric(METRIC.importsStarted);
      recordMetric(METRIC.importsFailed);
      recordDuration(METRIC.importDurationMs, startedAt);
      logger.error('import failed; it resumes when retried', { key, error: error instanceof Error ? error : String(error) });
      failures.push(error);
    }
  }
  if (failures.length > 0) throw failures[0];
}

export const handler = observedHandler('importWorker', importUploads);
