import { commit, conditionalWrite as conditional, mapLimit, orNull, toMatch, TRANSACTION_LIMIT, type Database, type EntityItem, type matchEntity } from '@pitchside/core/data';
import { PayloadTooLargeError } from '@pitchside/core';
import { capReport, compressJson, decodeSnapshot, decompressJson, encodeSnapshot, MAX_COMPRESSED_BYTES } from './schedule-codec';
import type { ScheduleRepository, ScheduleRow, ScheduleStateRecord, ScheduleVersionRecord } from './schedule-records';
import { rowChangeWriter, scheduleRowKey } from './schedule-row-changes';

/**
 * The schedule's storage (docs/scheduling.md, "Service"). The schedule IS the tournament's match rows:
 * a generated match is a match row with its fixture id, pitch, group, round, final whistle and lock.
 * Beside them, one item holds the organizer's venue setup, the lease of a running write and the last
 * generation's report; versions are items of their own.
 */

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
      // A clear refusal, not a 500: the snapshot is one item, and DynamoDB takes at most 400 KB.
      if (snapshot.length > MAX_COMPRESSED_BYTES) {
        throw new PayloadTooLargeError(
          `This schedule (${entries.length} matches) is too big to save as a version: ${Math.ceil(snapshot.length / 1024)} KB, at most ${MAX_COMPRESSED_BYTES / 1000} KB.`,
        );
      }
      await scheduleVersion.create({ ...record, snapshot }).go();
    },
  };
}
