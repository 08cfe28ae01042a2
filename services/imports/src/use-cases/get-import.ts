import { importSaid, type ImportJobView } from '@pitchside/shared';
import { loadTournamentAccess, NotFoundError, type Actor } from '@pitchside/core';
import type { ImportsPorts } from '../ports';
import { jobView } from './job-view';
import { STALE_AFTER_MS } from './run-import';

/** Why a stalled import failed: the catalog's words with their id, so every language words it (catalog/imports). */
const INTERRUPTED = importSaid('imports.interrupted');
export const IMPORT_INTERRUPTED = INTERRUPTED.message;

/**
 * Progress and report of one import, for whoever may read its tournament; anyone else: not found. A job
 * whose worker died (no heartbeat for STALE_AFTER_MS) is never shown running: its lease expires here.
 */
export async function getImport(ports: Pick<ImportsPorts, 'organizations' | 'tournaments' | 'jobs' | 'clock'>, actor: Actor, orgId: string | undefined, importId: string): Promise<ImportJobView> {
  let job = importId ? await ports.jobs.get(importId) : null;
  if (!job) throw new NotFoundError({ id: 'imports.notFound' });
  try {
    await loadTournamentAccess(ports, actor, orgId, job.tournamentId, 'read');
  } catch (error) {
    if (error instanceof NotFoundError) throw new NotFoundError({ id: 'imports.notFound' });
    throw error;
  }
  const staleBefore = new Date(ports.clock.now().getTime() - STALE_AFTER_MS).toISOString();
  if (
    job.status === 'running' &&
    (job.updatedAt ?? job.createdAt) < staleBefore &&
    (await ports.jobs.expireLease(job.importId, staleBefore, INTERRUPTED.message, { messageId: INTERRUPTED.messageId, values: INTERRUPTED.values }))
  ) {
    job = (await ports.jobs.get(job.importId)) ?? job;
  }
  return jobView(job);
}
