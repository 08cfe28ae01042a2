import type { ImportJobView } from '@pitchside/shared';
import { loadTournamentAccess, NotFoundError, type Actor } from '@pitchside/core';
import type { ImportsPorts } from '../ports';
import { jobView } from './job-view';

export const IMPORT_NOT_FOUND = 'Import not found';

/** Progress and report of one import, for whoever may read its tournament; anyone else: not found. */
export async function getImport(ports: Pick<ImportsPorts, 'organizations' | 'tournaments' | 'jobs'>, actor: Actor, orgId: string | undefined, importId: string): Promise<ImportJobView> {
  const job = importId ? await ports.jobs.get(importId) : null;
  if (!job) throw new NotFoundError(IMPORT_NOT_FOUND);
  try {
    await loadTournamentAccess(ports, actor, orgId, job.tournamentId, 'read');
  } catch (error) {
    if (error instanceof NotFoundError) throw new NotFoundError(IMPORT_NOT_FOUND);
    throw error;
  }
  return jobView(job);
}
