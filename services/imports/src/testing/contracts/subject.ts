import { randomUUID } from 'node:crypto';
import type { TournamentRecord } from '@pitchside/core/data';
import type { ImportJobRecord, ImportJobRepository } from '../../adapters/import-jobs';
import { EMPTY_IMPORT_COUNTS } from '../../adapters/import-jobs';
import type { ImportStore } from '../../adapters/import-store';
import { demoTournament } from '../in-memory-ports';

/**
 * What the imports contract checks: the job repository and the import store (the in-memory fakes in a unit
 * test, the DynamoDB adapters on DynamoDB Local in an integration test), and the tournament the store's
 * last step writes to, as the tournaments service creates and reads it.
 */
export interface ImportsSubject {
  jobs: ImportJobRepository;
  store: ImportStore;
  addTournament(tournament: TournamentRecord): Promise<void>;
  tournament(tournamentId: string): Promise<TournamentRecord | null>;
  /** A user who signed up with `email` (as written, any case), a member of `orgId`. */
  addUser(email: string, uid: string, orgId: string): Promise<void>;
}

/** Ids unique per run, so the suite can run against a shared table that other tests write too. */
export const uniqueId = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

/** Long before and long after any job of the suite was written: every lease fresh, or every lease stale. */
export const LONG_AGO = '2000-01-01T00:00:00.000Z';
export const FAR_AHEAD = '2999-01-01T00:00:00.000Z';

/** A job as the upload starts it: queued, nothing counted. */
export function importJob(importId: string, tournamentId: string, changes: Partial<Omit<ImportJobRecord, 'updatedAt'>> = {}): Omit<ImportJobRecord, 'updatedAt'> {
  return {
    importId,
    tournamentId,
    orgId: 'org-1',
    uploaderUid: 'admin-1',
    objectKey: `imports/${tournamentId}/${importId}.xlsx`,
    fileName: 'Cup 2026.xlsx',
    status: 'queued',
    step: null,
    stepIndex: null,
    counts: structuredClone(EMPTY_IMPORT_COUNTS),
    report: [],
    error: null,
    createdAt: '2026-05-01T10:00:00.000Z',
    ...changes,
  };
}

/** A new tournament of its own id, at version 1. */
export const tournamentRecord = (tournamentId: string) => demoTournament({ tournamentId, version: 1, ageGroups: ['u10'], genders: ['boys'], hasSchedule: false });
