import { gunzipSync, gzipSync } from 'node:zlib';
import type { KnockoutRowFields, MatchFixtureFields } from '@pitchside/shared';
import { commit, conditionalWrite as conditional, mapLimit, orNull, toMatch, TRANSACTION_LIMIT, type Database, type EntityItem, type MatchRecord, type matchEntity } from '@pitchside/core/data';
import { rowChangeWriter, scheduleRowKey } from './schedule-row-changes';

/**
 * The schedule's storage (docs/scheduling.md, "Service"). The schedule IS the tournament's match rows:
 * a generated match is a match row with its fixture id, pitch, group, round, final whistle and lock.
 * Beside them, one item holds the organizer's venue setup, the lease of a running write and the last
 * generation's report; versions are items of their own.
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

/** DynamoDB's item limit is 400 KB; a compressed payload stays under this, leaving room for the rest. */
export const MAX_COMPRESSED_BYTES = 300_000;

export function compressJson(value: unknown): string {
  return gzipSync(Buffer.from(JSON.stringify(value), 'utf8'), { level: 9 }).toString('base64');
}

export function decompressJson<T>(text: string): T {
  return JSON.parse(gunzipSync(Buffer.from(text, 'base64')).toString('utf8')) as T;
}

/** Columnar, so a 4,800-match snapshot compresses to about 140 KB (pitch and date names repeat). */
interface SnapshotColumns {
  v: 1;
  m: string[];
  f: string[];
  pitches: string[];
  p: number[];
  dates: string[];
  d: number[];
  s: string[];
  l: number[];
}

export function encodeSnapshot(entries: readonly ScheduleSnapshotEntry[]): string {
  const pitches: string[] = [];
  const dates: string[] = [];
  const indexOf = (list: string[], value: string) => {
    let index = list.indexOf(value);
    if (index === -1) index = list.push(value) - 1;
    return index;
  };
  const columns: SnapshotColumns = {
    v: 1,
    m: entries.map((e) => e.matchId),
    f: entries.map((e) => e.fixtureId),
    pitches,
    p: entries.map((e) => indexOf(pitches, e.pitchId)),
    dates,
    d: entries.map((e) => indexOf(dates, e.date)),
    s: entries.map((e) => e.start),
    l: entries.map((e) => (e.locked ? 1 : 0)),
  };
  return compressJson(columns);
}

export function decodeSnapshot(text: string): ScheduleSnapshotEntry[] {
  const c = decompressJson<SnapshotColumns>(text);
  return c.m.map((matchId, i) => ({
    matchId,
    fixtureId: c.f[i] ?? '',
    pitchId: c.pitches[c.p[i] ?? -1] ?? '',
    date: c.dates[c.d[i] ?? -1] ?? '',
    start: c.s[i] ?? '',
    locked: c.l[i] === 1,
  }));
}

export function toScheduleRow(item: EntityItem<typeof matchEntity>): ScheduleRow {
  return {
    ...toMatch(item),
    fixtureId: orNull(item.fixtureId),
    pitchId: orNull(item.pitchId),
    locked: item.locked === true,
    group: orNull(item.group),
    round: item.round ?? null,
    endTime: orNull(item.endTime),
    generationId: orNull(item.generationId),
  };
}

export function dynamoScheduleRepository(db: Database): ScheduleRepository {
  const { match, scheduleSetup, scheduleVersion } = db.entities;
  const key = scheduleRowKey;

  const applyOne = rowChangeWriter(db);

  const stateOf = (item: EntityItem<typeof scheduleSetup>): ScheduleStateRecord => ({
    tournamentId: item.tournamentId,
    setupJson: item.setup ?? null,
    updatedAt: item.updatedAt ?? null,
    updatedBy: item.updatedBy ?? null,
    pending: item.pendingId ? { id: item.pendingId, kind: item.pendingKind ?? 'generate', since: item.pendingSince ?? '', abandoned: item.pendingAbandoned === true } : null,
    lastGenerationId: item.lastGenerationId ?? null,
    generatedAt: item.generatedAt ?? null,
  });
  const versionOf = (item: Pick<EntityItem<typeof scheduleVersion>, 'tournamentId' | 'versionId' | 'name' | 'createdAt' | 'createdBy' | 'matchCount'>): ScheduleVersionRecord => ({
    tournamentId: item.tournamentId,
    versionId: item.versionId,
    name: item.name,
    createdAt: item.createdAt,
    createdBy: item.createdBy,
    matchCount: item.matchCount,
  });

  return {
    async state(tournamentId) {
      const { data } = await scheduleSetup
        .get({ tournamentId })
        .go({ attributes: ['tournamentId', 'setup', 'updatedAt', 'updatedBy', 'pendingId', 'pendingKind', 'pendingSince', 'pendingAbandoned', 'lastGenerationId', 'generatedAt'] });
      return data ? stateOf(data as EntityItem<typeof scheduleSetup>) : null;
    },
    async saveSetup(tournamentId, setupJson, by, at) {
      await scheduleSetup.upsert({ tournamentId, setup: setupJson, updatedBy: by, updatedAt: at }).go();
    },
    beginWrite(tournamentId, pending, staleBefore) {
      // update, not patch: a tournament whose matches were imported may have no setup item yet.
      return conditional(() =>
        scheduleSetup
          .update({ tournamentId })
          .set({ pendingId: pending.id, pendingKind: pending.kind, pendingSince: pending.since, pendingAbandoned: false })
          .where((attr, op) => `${op.notExists(attr.pendingId)} OR ${op.lt(attr.pendingSince, staleBefore)} OR ${op.eq(attr.pendingAbandoned, true)}`)
          .go(),
      );
    },
    async abandonWrite(tournamentId, pendingId) {
      await conditional(() =>
        scheduleSetup
          .patch({ tournamentId })
          .set({ pendingAbandoned: true })
          .where((attr, op) => op.eq(attr.pendingId, pendingId))
          .go(),
      );
    },
    async finishWrite(tournamentId, pendingId, generation) {
      let operation = scheduleSetup.patch({ tournamentId }).remove(['pendingId', 'pendingKind', 'pendingSince', 'pendingAbandoned']);
      if (generation) {
        let report = compressJson(generation.report);
        if (report.length > MAX_COMPRESSED_BYTES) report = compressJson(capReport(generation.report));
        operation = scheduleSetup
          .patch({ tournamentId })
          .set({ lastGenerationId: generation.generationId, generatedAt: generation.at, report })
          .remove(['pendingId', 'pendingKind', 'pendingSince', 'pendingAbandoned']);
      }
      // Only the holder gives the lease back: a writer that lost it (it ran past the lease) records nothing.
      await conditional(() => operation.where((attr, op) => op.eq(attr.pendingId, pendingId)).go());
    },
    async report(tournamentId) {
      const { data } = await scheduleSetup.get({ tournamentId }).go({ attributes: ['report'] });
      return data?.report ? decompressJson<unknown>(data.report) : null;
    },

    async rows(tournamentId) {
      const { data } = await match.query.byTournament({ tournamentId }).go({ pages: 'all' });
      return data.map(toScheduleRow);
    },
    async row(tournamentId, matchId) {
      const { data } = await match.get({ tournamentId, matchId }).go();
      return data ? toScheduleRow(data) : null;
    },
    async apply(changes, generationId, concurrency = 16) {
      const outcomes = await mapLimit(changes, concurrency, (change) => applyOne(change, generationId));
      const conflicts = changes.filter((_, i) => !outcomes[i]).map((change) => (change.kind === 'create' ? change.matchId : change.row.matchId));
      return { applied: changes.length - conflicts.length, conflicts };
    },
    setLocked(row, locked) {
      return conditional(() =>
        match
          .patch(key(row))
          .set({ locked, version: row.version + 1 })
          .where((attr, op) => op.eq(attr.version, row.version))
          .go(),
      );
    },
    async applyDelays(writes, at) {
      if (writes.length === 0) return true;
      if (writes.length > TRANSACTION_LIMIT) throw new Error(`A delay may change at most ${TRANSACTION_LIMIT} matches at once (${writes.length})`);
      return conditional(() =>
        commit(
          db.transaction.write(({ match: matches }) =>
            writes.map(({ row, delayMinutes, delaySet }) =>
              matches
                .patch(key(row))
                .set({ delayMinutes, delaySet, delayedAt: at, version: row.version + 1 })
                .where((attr, op) => `${op.eq(attr.version, row.version)} AND ${op.eq(attr.status, '')}`)
                .commit(),
            ),
          ),
        ),
      );
    },

    async versions(tournamentId) {
      const { data } = await scheduleVersion.query.byTournament({ tournamentId }).go({ pages: 'all', attributes: ['tournamentId', 'versionId', 'name', 'createdAt', 'createdBy', 'matchCount'] });
      return data.map((item) => versionOf(item as EntityItem<typeof scheduleVersion>)).sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.versionId.localeCompare(a.versionId));
    },
    async version(tournamentId, versionId) {
      const { data } = await scheduleVersion.get({ tournamentId, versionId }).go();
      return data ? { record: versionOf(data), entries: decodeSnapshot(data.snapshot) } : null;
    },
    async saveVersion(record, entries) {
      const snapshot = encodeSnapshot(entries);
      if (snapshot.length > MAX_COMPRESSED_BYTES) throw new Error(`A schedule of ${entries.length} matches does not fit in one version item (${snapshot.length} bytes)`);
      await scheduleVersion.create({ ...record, snapshot }).go();
    },
  };
}

/** Keeps the report under the item limit: the unplaced list is halved until it fits; the count stays. */
export function capReport(report: unknown): unknown {
  const full = report as { unplaced?: unknown[]; unplacedTotal?: number };
  if (!Array.isArray(full.unplaced)) return report;
  let kept = full.unplaced.length;
  let capped: unknown = report;
  while (kept > 0 && compressJson(capped).length > MAX_COMPRESSED_BYTES) {
    kept = Math.floor(kept / 2);
    capped = { ...full, unplaced: full.unplaced.slice(0, kept), unplacedTotal: full.unplacedTotal ?? full.unplaced.length };
  }
  return capped;
}
