import { IMPORT_PROGRESS_STEPS, type ImportProgressStep } from '@pitchside/shared';
import type { ImportCounts, ImportJobRecord, ImportJobStatus, ImportReportLine } from '@pitchside/core';

/** The answer of `GET /api/imports/{importId}`: what the web polls to show progress, then the report. */
export interface ImportJobView {
  importId: string;
  tournamentId: string;
  fileName: string;
  status: ImportJobStatus;
  /** The spec's progress words (Loading, Adding divisions to tournament, …) and where the job is. */
  step: string | null;
  stepIndex: number | null;
  steps: { step: ImportProgressStep; state: 'done' | 'running' | 'pending' | 'failed' }[];
  counts: ImportCounts;
  /** What was skipped or refused, and why, by sheet and row (row 0: the file as a whole). */
  report: ImportReportLine[];
  error: string | null;
  createdAt: string;
  updatedAt: string | null;
}

export function jobView(job: ImportJobRecord): ImportJobView {
  const at = job.stepIndex ?? -1;
  return {
    importId: job.importId, tournamentId: job.tournamentId, fileName: job.fileName, status: job.status, step: job.step, stepIndex: job.stepIndex,
    steps: IMPORT_PROGRESS_STEPS.map((step, index) => ({
      step,
      state: job.status === 'completed' || index < at ? 'done' : index === at ? (job.status === 'failed' ? 'failed' : job.status === 'running' ? 'running' : 'pending') : 'pending',
    })),
    counts: job.counts, report: job.report, error: job.error, createdAt: job.createdAt, updatedAt: job.updatedAt,
  };
}
