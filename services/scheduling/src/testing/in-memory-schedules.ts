import { PayloadTooLargeError } from '@pitchside/core';
import { TRANSACTION_LIMIT } from '@pitchside/core/data';
import { copy, unplayedMatchState } from '@pitchside/core/testing';
import { capReport, compressJson, decodeSnapshot, decompressJson, encodeSnapshot, MAX_COMPRESSED_BYTES } from '../adapters/schedule-codec';
import type { PendingWrite, RowChange, ScheduleRepository, ScheduleRow, ScheduleStateRecord, ScheduleVersionRecord } from '../adapters/schedule-records';

/** What the adapter's read (toMatch) fills on a row whose item lacks them: no dispute, no delay, no knockout. */
const readBackDefaults = () => ({
  disputes: [],
  delayMinutes: 0,
  delaySet: 0,
  delayedAt: null,
  knockoutCode: null,
  roundName: null,
  knockoutOrder: null,
  homeSource: null,
  awaySource: null,
  homeLabel: null,
  awayLabel: null,
});

export const scheduleRowKey = (tournamentId: string, matchId: string) => `${tournamentId}/${matchId}`;

/**
 * The schedule repository in memory, keeping its adapter's promises (./contracts/schedules-contract.ts runs
 * against both): a row write holds only if the row is unplayed and at the version read, a create only if the
 * id is free, the write lease is taken only when free or stale, snapshots and reports go through the same
 * codecs. `rows` are the stored rows themselves, so a test can start a match "meanwhile"; `onApply` runs
 * before each row write.
 */
export function inMemoryScheduleRepository(hooks: { onApply?: (change: RowChange) => void } = {}) {
  const rows = new Map<string, ScheduleRow>();
  const states = new Map<string, ScheduleStateRecord & { report?: string }>();
  const versions = new Map<string, { record: ScheduleVersionRecord; snapshot: string }>();
  const rowKey = scheduleRowKey;

  const stateOf = (tournamentId: string) => {
    let state = states.get(tournamentId);
    if (!state) {
      state = { tournamentId, setupJson: null, updatedAt: null, updatedBy: null, pending: null, lastGenerationId: null, generatedAt: null };
      states.set(tournamentId, state);
    }
    return state;
  };

  const unplayedAt = (row: ScheduleRow) => {
    const current = rows.get(rowKey(row.tournamentId, row.matchId));
    return current !== undefined && current.version === row.version && current.status === '';
  };

  const apply = (change: RowChange, generationId: string): boolean => {
    hooks.onApply?.(change);
    switch (change.kind) {
      case 'create': {
        const id = rowKey(change.tournamentId, change.matchId);
        if (rows.has(id)) return false;
        rows.set(id, {
          tournamentId: change.tournamentId,
          matchId: change.matchId,
          ...readBackDefaults(),
          ...copy(change.fields),
          ...unplayedMatchState(),
          source: 'manual',
          generationId,
        });
        return true;
      }
      case 'update': {
        if (!unplayedAt(change.row)) return false;
        const current = rows.get(rowKey(change.row.tournamentId, change.row.matchId)) as ScheduleRow;
        rows.set(rowKey(current.tournamentId, current.matchId), { ...current, ...copy(change.fields), generationId, version: current.version + 1 });
        return true;
      }
      case 'place': {
        if (!unplayedAt(change.row)) return false;
        const current = rows.get(rowKey(change.row.tournamentId, change.row.matchId)) as ScheduleRow;
        const { placement } = change;
        rows.set(rowKey(current.tournamentId, current.matchId), {
          ...current,
          date: placement.date,
          time: placement.time,
          locked: placement.locked,
          generationId,
          version: current.version + 1,
          ...(placement.pitchId !== null ? { pitchId: placement.pitchId } : {}),
          ...(placement.field !== null ? { field: placement.field } : {}),
          ...(placement.endTime !== null ? { endTime: placement.endTime } : {}),
        });
        return true;
      }
      case 'delete':
        if (!unplayedAt(change.row)) return false;
        rows.delete(rowKey(change.row.tournamentId, change.row.matchId));
        return true;
    }
  };

  const schedules: ScheduleRepository = {
    async state(tournamentId) {
      const state = states.get(tournamentId);
      if (!state) return null;
      // The report is read on its own (`report`), as the adapter reads only the state's attributes.
      const { report: _report, ...record } = state;
      return copy(record);
    },
    async saveSetup(tournamentId, setupJson, by, at) {
      Object.assign(stateOf(tournamentId), { setupJson, updatedBy: by, updatedAt: at });
    },
    async beginWrite(tournamentId, pending, staleBefore) {
      const state = stateOf(tournamentId);
      if (state.pending && !state.pending.abandoned && state.pending.since >= staleBefore) return false;
      state.pending = { ...pending, abandoned: false } satisfies PendingWrite;
      return true;
    },
    async abandonWrite(tournamentId, pendingId) {
      const state = states.get(tournamentId);
      if (state?.pending?.id === pendingId) state.pending.abandoned = true;
    },
    async finishWrite(tournamentId, pendingId, generation) {
      const state = states.get(tournamentId);
      if (!state || state.pending?.id !== pendingId) return;
      state.pending = null;
      if (!generation) return;
      let report = compressJson(generation.report);
      if (report.length > MAX_COMPRESSED_BYTES) report = compressJson(capReport(generation.report));
      Object.assign(state, { lastGenerationId: generation.generationId, generatedAt: generation.at, report });
    },
    async report(tournamentId) {
      const report = states.get(tournamentId)?.report;
      return report ? decompressJson(report) : null;
    },
    // DynamoDB answers a tournament's rows in matchId order (the sort key).
    rows: async (tournamentId) =>
      [...rows.values()]
        .filter((row) => row.tournamentId === tournamentId)
        .sort((a, b) => (a.matchId < b.matchId ? -1 : a.matchId > b.matchId ? 1 : 0))
        .map(copy),
    row: async (tournamentId, matchId) => copy(rows.get(rowKey(tournamentId, matchId)) ?? null),
    async apply(changes, generationId) {
      const conflicts = changes.filter((change) => !apply(change, generationId)).map((change) => (change.kind === 'create' ? change.matchId : change.row.matchId));
      return { applied: changes.length - conflicts.length, conflicts };
    },
    async setLocked(row, locked) {
      const current = rows.get(rowKey(row.tournamentId, row.matchId));
      if (!current || current.version !== row.version) return false;
      Object.assign(current, { locked, version: current.version + 1 });
      return true;
    },
    async applyDelays(writes, at) {
      if (writes.length > TRANSACTION_LIMIT) throw new Error(`A delay may change at most ${TRANSACTION_LIMIT} matches at once (${writes.length})`);
      if (!writes.every(({ row }) => unplayedAt(row))) return false;
      for (const { row, delayMinutes, delaySet } of writes) {
        const current = rows.get(rowKey(row.tournamentId, row.matchId)) as ScheduleRow;
        Object.assign(current, { delayMinutes, delaySet, delayedAt: at, version: current.version + 1 });
      }
      return true;
    },
    versions: async (tournamentId) =>
      [...versions.values()]
        .filter((v) => v.record.tournamentId === tournamentId)
        .map((v) => copy(v.record))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.versionId.localeCompare(a.versionId)),
    async version(tournamentId, versionId) {
      const found = versions.get(`${tournamentId}/${versionId}`);
      return found ? { record: copy(found.record), entries: decodeSnapshot(found.snapshot) } : null;
    },
    async saveVersion(record, entries) {
      const id = `${record.tournamentId}/${record.versionId}`;
      const snapshot = encodeSnapshot(entries);
      if (snapshot.length > MAX_COMPRESSED_BYTES) {
        throw new PayloadTooLargeError(
          `This schedule (${entries.length} matches) is too big to save as a version: ${Math.ceil(snapshot.length / 1024)} KB, at most ${MAX_COMPRESSED_BYTES / 1000} KB.`,
        );
      }
      // The adapter creates the item: a version id is written once, never overwritten.
      if (versions.has(id)) throw new Error(`Version ${record.versionId} already exists`);
      versions.set(id, { record: copy(record), snapshot });
    },
  };

  return { schedules, rows };
}
