import { divisionIdOf, validateSchedule, type BoardMatch, type FairnessReport, type LockedMatch, type ScheduleView, type UnplacedMatch, type Violation } from '@pitchside/shared';
import type { Actor } from '@pitchside/core';
import type { ScheduleRow } from '../adapters/schedule-records';
import type { SchedulingPorts } from '../ports';
import { loadContext, type ScheduleContext } from './schedule-context';
import { isPlayed, scheduledOf } from './schedule-rows';
import { endOf } from './schedule-time';
import { pitchOfRow, unmadeFixed } from './tournament-input';

/** What a finished generation leaves for the board (stored compressed beside the setup). */
export interface GenerationReport {
  generationId: string;
  generatedAt: string;
  totalMatches: number;
  unplaced: UnplacedMatch[];
  /** Set when `unplaced` was cut to fit the item. */
  unplacedTotal?: number;
  unknownLocks: LockedMatch[];
  fairness: FairnessReport;
}

/** A write lease older than this is a crashed writer's (the function times out at 29 s). */
export const WRITE_LEASE_MS = 60_000;

export function boardMatch(context: Pick<ScheduleContext, 'input' | 'setup'>, row: ScheduleRow): BoardMatch {
  return {
    matchId: row.matchId,
    // A hand-added row may lack the id: its division's name says which one (one colour per division on the board).
    divisionId: row.divisionId ?? divisionIdOf(row.division),
    division: row.division,
    age: row.age,
    group: row.group ?? '',
    round: row.round ?? 0,
    ...(row.stage === 'knockout' && row.roundName ? { roundName: row.roundName } : {}),
    homeTeam: row.homeTeam,
    awayTeam: row.awayTeam,
    pitchId: pitchOfRow(context.setup, row),
    date: row.date,
    start: row.time,
    end: row.time ? (row.endTime ?? endOf(context.input, row.age, row.time)) : '',
    locked: row.locked,
    played: isPlayed(row),
    ...(row.delayMinutes ? { delayMinutes: row.delayMinutes } : {}),
    refereeId: row.refereeId ?? '',
    ...(row.refereeName ? { refereeName: row.refereeName } : {}),
  };
}

const byKickOff = (a: BoardMatch, b: BoardMatch) => a.date.localeCompare(b.date) || a.start.localeCompare(b.start) || a.pitchId.localeCompare(b.pitchId) || a.matchId.localeCompare(b.matchId);

/**
 * Every hard rule the tournament's matches break now (after an import, hand edits, a shift, a changed
 * setup), named by the rows' match ids so the board can mark them. Every row counts: the generated ones
 * as placed fixtures, the imported and hand-added ones as fixed matches (the same rules, and a copy of a
 * fixture is a duplicate), so "Conflicts 0" means none among all of them.
 */
export function currentViolations(context: Pick<ScheduleContext, 'fixtures' | 'input' | 'setup'>, rows: readonly ScheduleRow[]): Violation[] {
  const input = { ...context.input, fixed: unmadeFixed(context.setup, rows) };
  const rowOfFixture = new Map<string, string>();
  const scheduled = rows.flatMap((row) => {
    const placed = scheduledOf(context, row);
    if (!placed) return [];
    rowOfFixture.set(placed.id, row.matchId);
    return [placed];
  });
  return validateSchedule(input, scheduled).map((violation) => ({
    ...violation,
    matchId: rowOfFixture.get(violation.matchId) ?? violation.matchId,
    ...(violation.otherMatchId ? { otherMatchId: rowOfFixture.get(violation.otherMatchId) ?? violation.otherMatchId } : {}),
  }));
}

export async function scheduleView(ports: SchedulingPorts, context: ScheduleContext, rows: readonly ScheduleRow[] = context.rows): Promise<ScheduleView> {
  const tournamentId = context.tournament.tournamentId;
  const [report, state] = await Promise.all([ports.schedules.report(tournamentId) as Promise<GenerationReport | null>, ports.schedules.state(tournamentId)]);
  const pending = state?.pending;
  const now = ports.clock.now().getTime();
  return {
    tournamentId,
    setup: context.setup,
    matches: rows.map((row) => boardMatch(context, row)).sort(byKickOff),
    violations: currentViolations(context, rows),
    unplaced: report?.unplaced ?? [],
    ...(report ? { fairness: report.fairness, generatedAt: report.generatedAt } : {}),
    ...(report?.unplacedTotal !== undefined ? { unplacedTotal: report.unplacedTotal } : {}),
    ...(pending ? { unfinishedWrite: { kind: pending.kind, since: pending.since, interrupted: pending.abandoned || Date.parse(pending.since) < now - WRITE_LEASE_MS } } : {}),
  };
}

export async function getSchedule(ports: SchedulingPorts, actor: Actor, orgId: string | undefined, tournamentId: string): Promise<ScheduleView> {
  const context = await loadContext(ports, actor, orgId, tournamentId, 'read');
  return scheduleView(ports, context);
}

/** The view after a write: the rows read again, since the write changed them. */
export async function freshView(ports: SchedulingPorts, context: ScheduleContext): Promise<ScheduleView> {
  return scheduleView(ports, context, await ports.schedules.rows(context.tournament.tournamentId));
}
