import type { Context, S3Event } from 'aws-lambda';
import { runImport } from './use-cases/run-import';
import { productionPorts } from './wiring';

const ports = productionPorts();

function log(message: string, detail: Record<string, unknown> = {}): void {
  console.info(JSON.stringify({ level: 'info', message, ...detail }));
}

/**
 * The uploads bucket's object-created notification (keys under `imports/`). Each record runs its import
 * job; a refused file is recorded in the job and not retried. Anything else is recorded in the job AND
 * thrown, so Lambda's asynchronous retry runs the job again, which resumes where it stopped.
 */
export async function handler(event: S3Event, context?: Pick<Context, 'getRemainingTimeInMillis'>): Promise<void> {
  const failures: unknown[] = [];
  for (const record of event.Records ?? []) {
    if (!record.eventName?.startsWith('ObjectCreated')) continue;
    const key = decodeURIComponent((record.s3?.object?.key ?? '').replace(/\+/g, ' '));
    try {
      const outcome = await runImport(ports, key, { log, ...(context ? { remainingMs: () => context.getRemainingTimeInMillis() } : {}) });
      log('import record handled', { key, outcome });
    } catch (error) {
      console.error(JSON.stringify({ level: 'error', message: 'import failed; it resumes when retried', key, error: String(error), stack: error instanceof Error ? error.stack : undefined }));
      failures.push(error);
    }
  }
  if (failures.length > 0) throw failures[0];
}
