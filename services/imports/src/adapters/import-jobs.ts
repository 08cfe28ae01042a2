import type { ImportCounts, ImportJobStatus, ImportMessage, ImportReportLine, ImportTally } from '@pitchside/shared';
import { isConditionFailure, type Database, type EntityItem, type importJobEntity } from '@pitchside/core/data';

export interface ImportJobRecord {
  importId: string;
  tournamentId: string;
  orgId: string;
  uploaderUid: string;
  objectKey: string;
  fileName: string;
  status: ImportJobStatus;
  step: string | null;
  stepIndex: number | null;
  counts: ImportCounts;
  report: ImportReportLine[];
  /** `report`'s lines as messages, line for line (absent on a job stored before lines had ids). */
  reportMessages?: (ImportMessage | null)[];
  error: string | null;
  /** `error` as a message, when it is one. */
  errorMessage?: ImportMessage | null;
  createdAt: string;
  updatedAt: string | null;
}

const tally = (value: Partial<ImportTally> | undefined): ImportTally => ({ added: value?.added ?? 0, skipped: value?.skipped ?? 0 });

export const EMPTY_IMPORT_COUNTS: ImportCounts = Object.freeze({
  divisions: { added: 0, skipped: 0 },
  ageGroups: { added: 0, skipped: 0 },
  brackets: { added: 0, skipped: 0 },
  teams: { added: 0, skipped: 0 },
  matches: { added: 0, skipped: 0 },
  players: { added: 0, skipped: 0 },
});

export function toImportJob(item: EntityItem<typeof importJobEntity>): ImportJobRecord {
  const counts = item.counts ?? {};
  return {
    importId: item.importId,
    tournamentId: item.tournamentId,
    orgId: item.orgId,
    uploaderUid: item.uploaderUid,
    objectKey: item.objectKey,
    fileName: item.fileName,
    status: item.status,
    step: item.step ?? null,
    stepIndex: item.stepIndex ?? null,
    counts: {
      divisions: tally(counts.divisions),
      ageGroups: tally(counts.ageGroups),
      brackets: tally(counts.brackets),
      teams: tally(counts.teams),
      matches: tally(counts.matches),
      players: tally(counts.players),
    },
    report: (item.report ?? []).map((line) => ({ sheet: line.sheet ?? '', row: line.row ?? 0, reason: line.reason ?? '' })),
    ...(Array.isArray(item.reportMessages) ? { reportMessages: item.reportMessages as (ImportMessage | null)[] } : {}),
    error: item.error ?? null,
    ...(item.errorMessage ? { errorMessage: item.errorMessage as ImportMessage } : {}),
    createdAt: item.createdAt,
    updatedAt: item.updatedAt ?? null,
  };
}

/** Spreadsheet import jobs (the imports service writes them; the tournament's delete removes them). */
export interface ImportJobRepository {
  create(job: Omit<ImportJobRecord, 'updatedAt'>): Promise<void>;
  get(importId: string): Promise<ImportJobRecord | null>;
  listByTournament(tournamentId: string): Promise<ImportJobRecord[]>;
  /** Records progress; fields left out stay as they are. Throws once the job is no longer running (its lease expired). */
  update(importId: string, changes: Partial<Pick<ImportJobRecord, 'status' | 'step' | 'stepIndex' | 'counts' | 'report' | 'reportMessages' | 'error' | 'errorMessage'>>): Promise<void>;
  /**
   * The lease of a running job whose worker stopped beating before `staleBefore` (killed, timed out, out of
   * memory) expires: the job becomes failed with `error`. Conditional, so a live worker's next beat or a
   * second reader never races it; false when the job was not (or no longer) a stale running one.
   */
  expireLease(importId: string, staleBefore: string, error: string, errorMessage: ImportMessage): Promise<boolean>;
}

export function dynamoImportJobRepository(db: Database): ImportJobRepository {
  const { importJob } = db.entities;
  return {
    async create(job) {
      await importJob
        .create({
          importId: job.importId,
          tournamentId: job.tournamentId,
          orgId: job.orgId,
          uploaderUid: job.uploaderUid,
          objectKey: job.objectKey,
          fileName: job.fileName,
          status: job.status,
          counts: structuredClone(job.counts),
          report: job.report.map((line) => ({ ...line })),
          ...(job.reportMessages ? { reportMessages: structuredClone(job.reportMessages) } : {}),
          ...(job.errorMessage ? { errorMessage: structuredClone(job.errorMessage) } : {}),
          createdAt: job.createdAt,
          ...(job.step !== null ? { step: job.step } : {}),
          ...(job.stepIndex !== null ? { stepIndex: job.stepIndex } : {}),
          ...(job.error !== null ? { error: job.error } : {}),
        })
        .go();
    },
    async get(importId) {
      const { data } = await importJob.get({ importId }).go();
      return data ? toImportJob(data) : null;
    },
    async listByTournament(tournamentId) {
      const { data } = await importJob.query.byTournament({ tournamentId }).go({ pages: 'all', order: 'desc' });
      return data.map(toImportJob);
    },
    async update(importId, changes) {
      const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined && value !== null));
      // Only the worker holding the job writes to it: once a reader has expired a stalled run ('failed'), a
      // late write of that run must not bring it back to 'running' or 'completed' (a lost update).
      await importJob
        .patch({ importId })
        .set({ ...set, ...(changes.counts ? { counts: structuredClone(changes.counts) } : {}), ...(changes.report ? { report: changes.report.map((line) => ({ ...line })) } : {}) })
        .where((attr, op) => op.eq(attr.status, 'running'))
        .go();
    },
    async expireLease(importId, staleBefore, error, errorMessage) {
      try {
        await importJob
          .patch({ importId })
          .set({ status: 'failed', error, errorMessage: structuredClone(errorMessage) })
          .where((attr, op) => `${op.eq(attr.status, 'running')} AND ${op.lt(attr.updatedAt, staleBefore)}`)
          .go();
        return true;
      } catch (failure) {
        if (isConditionFailure(failure)) return false;
        throw failure;
      }
    },
  };
}
