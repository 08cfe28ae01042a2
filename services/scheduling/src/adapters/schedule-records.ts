import type { KnockoutRowFields, MatchFixtureFields } from '@pitchside/shared';
import type { MatchRecord } from '@pitchside/core/data';

/*
 * What the schedule's storage holds and answers (docs/scheduling.md, "Service"): the rows, the versions,
 * the setup item, and the repository port the use cases take. DynamoDB's implementation is schedules.ts.
 */

/** A match row as the scheduler reads it: the match plus its schedule attributes (null when absent). */
export interface ScheduleRow extends MatchRecord {
  fixtureId: string | null;
  pitchId: string | null;
  locked: boolean;
  group: string | null;
  round: number | null;
  endTime: string | null;
  generationId: string | null;
}

/**
 * What a generation writes on a row: who plays whom and where. The live state is never part of it. The
 * knockout attributes (`knockoutRowFields` from shared) let the console and the standings consumer know the match.
 */
export interface ScheduleRowFields extends Partial<KnockoutRowFields>, Omit<MatchFixtureFields, 'field'> {
  fixtureId: string;
  divisionId: string;
  endTime: string;
  /** The pitch's name: a generated match always has one. */
  field: string;
  pitchId: string;
  group: string;
  round: number;
  locked: boolean;
}

/** Where a match is: what moves, shifts and restores change. */
export interface RowPlacement {
  date: string;
  time: string;
  /** null: keep what the row has (an imported match with no pitch of the setup). */
  pitchId: string | null;
  field: string | null;
  endTime: string | null;
  locked: boolean;
}

export type RowChange =
  | { kind: 'create'; tournamentId: string; matchId: string; fields: ScheduleRowFields }
  /** Rewrites the fixture fields of an existing, unplayed row still at `version`. */
  | { kind: 'update'; row: ScheduleRow; fields: ScheduleRowFields }
  /** Moves an unplayed row still at `version` (a board move, a shift, a restore). */
  | { kind: 'place'; row: ScheduleRow; placement: RowPlacement }
  | { kind: 'delete'; row: ScheduleRow };

export interface ScheduleSnapshotEntry {
  matchId: string;
  /** '' for a match the scheduler did not generate (imported or added by hand). */
  fixtureId: string;
  pitchId: string;
  date: string;
  start: string;
  locked: boolean;
}

/** One match's new delay in a running-late action (docs/scheduling.md, "Running late"). */
export interface DelayWrite {
  row: ScheduleRow;
  delayMinutes: number;
  delaySet: number;
}

export interface ScheduleVersionRecord {
  tournamentId: string;
  versionId: string;
  name: string;
  createdAt: string;
  createdBy: string;
  matchCount: number;
}

export interface PendingWrite {
  id: string;
  kind: 'generate' | 'restore';
  since: string;
  /** Given up half way: the rows may mix two schedules until the next generation or restore. */
  abandoned: boolean;
}

export interface ScheduleStateRecord {
  tournamentId: string;
  /** The saved setup as JSON (the use case parses it with the shared schema); null before the first save. */
  setupJson: string | null;
  updatedAt: string | null;
  updatedBy: string | null;
  pending: PendingWrite | null;
  lastGenerationId: string | null;
  generatedAt: string | null;
}

export interface ScheduleRepository {
  state(tournamentId: string): Promise<ScheduleStateRecord | null>;
  saveSetup(tournamentId: string, setupJson: string, by: string, at: string): Promise<void>;
  /**
   * Takes the tournament's write lease (false when another write holds one that started after
   * `staleBefore`). Generation and restore write many rows; the lease keeps two from interleaving.
   */
  beginWrite(tournamentId: string, pending: Omit<PendingWrite, 'abandoned'>, staleBefore: string): Promise<boolean>;
  /** Keeps the lease's record (the board shows the write as interrupted) but lets the next writer take it at once. */
  abandonWrite(tournamentId: string, pendingId: string): Promise<void>;
  /** Gives the lease back; with a report, records the finished generation. */
  finishWrite(tournamentId: string, pendingId: string, generation?: { generationId: string; at: string; report: unknown }): Promise<void>;
  /** The last finished generation's report (decompressed JSON), or null. */
  report(tournamentId: string): Promise<unknown>;

  rows(tournamentId: string): Promise<ScheduleRow[]>;
  row(tournamentId: string, matchId: string): Promise<ScheduleRow | null>;
  /**
   * Applies each change on its own conditional write (a row that started or moved on since it was read
   * is left alone and named in `conflicts`); at most `concurrency` in flight. Every change is an absolute
   * value, so applying the same changes again after a crash converges on the same rows.
   */
  apply(changes: readonly RowChange[], generationId: string, concurrency?: number): Promise<{ applied: number; conflicts: string[] }>;
  setLocked(row: ScheduleRow, locked: boolean): Promise<boolean>;
  /**
   * Writes the delays of one running-late action all or none (one transaction, at most 100 rows): each row
   * only if it has not started and is still at the version read, bumping the version (the feeds' SEQUENCE).
   * False when any row moved on meanwhile: nothing is written.
   */
  applyDelays(writes: readonly DelayWrite[], at: string): Promise<boolean>;

  versions(tournamentId: string): Promise<ScheduleVersionRecord[]>;
  version(tournamentId: string, versionId: string): Promise<{ record: ScheduleVersionRecord; entries: ScheduleSnapshotEntry[] } | null>;
  saveVersion(record: ScheduleVersionRecord, entries: readonly ScheduleSnapshotEntry[]): Promise<void>;
}
