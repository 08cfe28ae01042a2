import {
  DEFAULT_LOCALE,
  formatServerMessage,
  RESTORE_SKIP_MESSAGES,
  type Locale,
  type RestoreSkipCode,
  type SaveScheduleVersionInput,
  type ScheduleRestoreResult,
  type ScheduleVersionComparison,
  type ScheduleVersionList,
  type ScheduleVersionSummary,
} from '@pitchside/shared';
import { ConflictError, NotFoundError, notifyQuietly, type Actor } from '@pitchside/core';
import { type RowChange, type ScheduleRow, type ScheduleSnapshotEntry, type ScheduleVersionRecord } from '../adapters/schedule-records';
import type { SchedulingPorts } from '../ports';
import { freshView } from './board';
import { rowFields } from './generate';
import { emailMovedMatches } from './shift';
import { loadContext, type ScheduleContext } from './schedule-context';
import { isPlayed, labelOf } from './schedule-rows';
import { endOf } from './schedule-time';
import { pitchOfRow } from './tournament-input';
import { writeUnderLease } from './write-rows';

export const VERSION_NOT_FOUND = 'Schedule version not found';
/** Versions one tournament keeps: each save adds one, and the list answers them all. */
export const MAX_SCHEDULE_VERSIONS = 500;

const summary = (record: ScheduleVersionRecord): ScheduleVersionSummary => ({
  versionId: record.versionId,
  name: record.name,
  createdAt: record.createdAt,
  createdBy: record.createdBy,
  matchCount: record.matchCount,
});

function snapshotOf(context: ScheduleContext, rows: readonly ScheduleRow[]): ScheduleSnapshotEntry[] {
  return rows.map((row) => ({ matchId: row.matchId, fixtureId: row.fixtureId ?? '', pitchId: pitchOfRow(context.setup, row), date: row.date, start: row.time, locked: row.locked }));
}

const placementOf = (entry: Pick<ScheduleSnapshotEntry, 'pitchId' | 'date' | 'start'>) => ({ pitchId: entry.pitchId, date: entry.date, start: entry.start });

export async function saveScheduleVersion(ports: SchedulingPorts, actor: Actor, orgId: string | undefined, tournamentId: string, input: SaveScheduleVersionInput): Promise<ScheduleVersionSummary> {
  const context = await loadContext(ports, actor, orgId, tournamentId, 'manage');
  if ((await ports.schedules.versions(tournamentId)).length >= MAX_SCHEDULE_VERSIONS) {
    throw new ConflictError(`This tournament already keeps ${MAX_SCHEDULE_VERSIONS} schedule versions, the most it can: restore or compare the ones you have.`, 'too_many_versions');
  }
  const now = ports.clock.now();
  const record: ScheduleVersionRecord = {
    tournamentId,
    // Sortable by time first, so two versions saved in the same millisecond still both exist.
    versionId: `v-${now.getTime().toString(36).padStart(9, '0')}-${ports.newId().replace(/-/g, '').slice(0, 8)}`,
    name: input.name,
    createdAt: now.toISOString(),
    createdBy: actor.displayName || actor.email || actor.uid,
    matchCount: context.rows.length,
  };
  await ports.schedules.saveVersion(record, snapshotOf(context, context.rows));
  return summary(record);
}

export async function listScheduleVersions(ports: SchedulingPorts, actor: Actor, orgId: string | undefined, tournamentId: string): Promise<ScheduleVersionList> {
  await loadContext(ports, actor, orgId, tournamentId, 'read');
  return { versions: (await ports.schedules.versions(tournamentId)).map(summary) };
}

async function loadVersion(ports: SchedulingPorts, tournamentId: string, versionId: string) {
  const version = versionId ? await ports.schedules.version(tournamentId, versionId) : null;
  if (!version) throw new NotFoundError(VERSION_NOT_FOUND);
  return version;
}

export async function compareScheduleVersion(ports: SchedulingPorts, actor: Actor, orgId: string | undefined, tournamentId: string, versionId: string): Promise<ScheduleVersionComparison> {
  const context = await loadContext(ports, actor, orgId, tournamentId, 'read');
  const { record, entries } = await loadVersion(ports, tournamentId, versionId);
  const current = new Map(context.rows.map((row) => [row.matchId, row]));
  const inVersion = new Set(entries.map((entry) => entry.matchId));
  const changed: ScheduleVersionComparison['changed'] = [];
  for (const entry of entries) {
    const row = current.get(entry.matchId);
    if (!row) continue;
    const now = { pitchId: pitchOfRow(context.setup, row), date: row.date, start: row.time };
    if (now.pitchId !== entry.pitchId || now.date !== entry.date || now.start !== entry.start) changed.push({ matchId: row.matchId, label: labelOf(row), current: now, version: placementOf(entry) });
  }
  return {
    version: summary(record),
    changed,
    onlyInVersion: entries.filter((entry) => !current.has(entry.matchId)).map((entry) => entry.matchId),
    onlyInCurrent: context.rows.filter((row) => !inVersion.has(row.matchId)).map((row) => row.matchId),
  };
}

export interface RestorePlan {
  changes: RowChange[];
  restored: number;
  skipped: ScheduleRestoreResult['skipped'];
}

/**
 * The version's placements as row changes. Played matches never move (nor are they deleted): they are
 * reported. A generated match the version does not have is removed; one it has that is gone is made
 * again from the tournament's fixture, when the tournament still has it. Imported matches the version
 * does not know are left alone.
 */
export function planRestore(context: ScheduleContext, entries: readonly ScheduleSnapshotEntry[], rows: readonly ScheduleRow[], locale: Locale = DEFAULT_LOCALE): RestorePlan {
  const skip = (matchId: string, label: string, code: RestoreSkipCode) => {
    const messageId = RESTORE_SKIP_MESSAGES[code];
    return { matchId, label, code, messageId, reason: formatServerMessage(locale, { id: messageId }) };
  };
  const byId = new Map(rows.map((row) => [row.matchId, row]));
  const changes: RowChange[] = [];
  const skipped: RestorePlan['skipped'] = [];
  const pitchName = (pitchId: string) => context.setup.pitches.find((pitch) => pitch.id === pitchId)?.name ?? null;
  for (const entry of entries) {
    const row = byId.get(entry.matchId);
    if (row) {
      const same = pitchOfRow(context.setup, row) === entry.pitchId && row.date === entry.date && row.time === entry.start && row.locked === entry.locked;
      if (same) continue;
      if (isPlayed(row)) {
        skipped.push(skip(row.matchId, labelOf(row), 'played'));
        continue;
      }
      changes.push({
        kind: 'place',
        row,
        placement: {
          date: entry.date,
          time: entry.start,
          pitchId: entry.pitchId || null,
          field: entry.pitchId ? pitchName(entry.pitchId) : null,
          endTime: entry.start ? endOf(context.input, row.age, entry.start) : null,
          locked: entry.locked,
        },
      });
      continue;
    }
    const fixture = entry.fixtureId ? context.fixtures.get(entry.fixtureId) : undefined;
    if (fixture && entry.pitchId && entry.start) {
      const fields = rowFields(context, { ...fixture, pitchId: entry.pitchId, date: entry.date, start: entry.start, end: endOf(context.input, fixture.age, entry.start) }, entry.locked);
      changes.push({ kind: 'create', tournamentId: context.tournament.tournamentId, matchId: entry.matchId, fields });
    } else {
      skipped.push(skip(entry.matchId, entry.fixtureId || entry.matchId, 'gone'));
    }
  }
  const inVersion = new Set(entries.map((entry) => entry.matchId));
  for (const row of rows) {
    if (inVersion.has(row.matchId) || !row.fixtureId) continue;
    if (isPlayed(row)) skipped.push(skip(row.matchId, labelOf(row), 'played_since'));
    else changes.push({ kind: 'delete', row });
  }
  return { changes, restored: changes.filter((change) => change.kind !== 'delete').length, skipped };
}

export async function restoreScheduleVersion(
  ports: SchedulingPorts,
  actor: Actor,
  orgId: string | undefined,
  tournamentId: string,
  versionId: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<ScheduleRestoreResult> {
  const context = await loadContext(ports, actor, orgId, tournamentId, 'manage');
  const { entries } = await loadVersion(ports, tournamentId, versionId);
  const plan = await writeUnderLease(
    ports,
    tournamentId,
    'restore',
    context.rows,
    (rows) => planRestore(context, entries, rows, locale),
    () => undefined,
  );
  // Followers, referees and coaches hear of each match whose kick-off or pitch the restore changed (a lock alone is no news).
  const moved = movedByRestore(context, plan.changes);
  for (let start = 0; start < moved.length; start += 500) {
    await notifyQuietly(ports.notifications, { kind: 'matchMoved', tournamentId, matchIds: moved.slice(start, start + 500) });
  }
  // Their coaches and referees are e-mailed too, as for a weather day: from where the restore found each row to where it put it.
  let notified = 0;
  if (moved.length > 0) {
    const movedIds = new Set(moved);
    const before = new Map(plan.changes.flatMap((change) => (change.kind === 'place' && movedIds.has(change.row.matchId) ? [[change.row.matchId, change.row] as const] : [])));
    const after = (await ports.schedules.rows(tournamentId)).filter((row) => movedIds.has(row.matchId));
    notified = await emailMovedMatches(ports, context, before, after);
  }
  const schedule = await freshView(ports, context);
  if (schedule.matches.length > 0) await ports.tournaments.setHasSchedule(tournamentId, true);
  return { schedule, restored: plan.restored, notified, skipped: plan.skipped };
}

/** The matches a restore moved: placed at another date, time or pitch than the row had. */
export function movedByRestore(context: ScheduleContext, changes: readonly RowChange[]): string[] {
  return changes.flatMap((change) => {
    if (change.kind !== 'place') return [];
    const { row, placement } = change;
    const samePitch = (placement.pitchId ?? '') === pitchOfRow(context.setup, row);
    return samePitch && placement.date === row.date && placement.time === row.time ? [] : [row.matchId];
  });
}
