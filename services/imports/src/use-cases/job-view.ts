import { IMPORT_PROGRESS_STEPS, type ImportJobView } from '@pitchside/shared';
import type { ImportJobRecord } from '../adapters/import-jobs';

/** The answer of `GET /api/imports/{importId}` (ImportJobView, in shared) from the stored job. */

export function jobView(job: ImportJobRecord): ImportJobView {
  const at = job.stepIndex ?? -1;
  return {
    importId: job.importId,
    tournamentId: job.tournamentId,
    fileName: job.fileName,
    status: job.status,
    step: job.step,
    stepIndex: job.stepIndex,
    steps: IMPORT_PROGRESS_STEPS.map((step, index) => ({
      step,
      state: job.status === 'completed' || index < at ? 'done' : index === at ? (job.status === 'failed' ? 'failed' : job.status === 'running' ? 'running' : 'pending') : 'pending',
    })),
    counts: job.counts,
    report: job.report,
    reportMessages: job.reportMessages ?? job.report.map(() => null),
    error: job.error,
    errorMessage: job.errorMessage ?? null,
    createdAt: job.createdAt,
    updatedAt: job.updatedAt,
  };
}
