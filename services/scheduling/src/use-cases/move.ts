import { canMove, MESSAGES, SCHEDULING_EN, type LockScheduledMatchInput, type MoveScheduledMatchInput, type ScheduledMatch, type ScheduleView } from '@pitchside/shared';
import { ConflictError, NotFoundError, notifyQuietly, type Actor } from '@pitchside/core';
import { type ScheduleRow } from '../adapters/schedule-records';
import type { SchedulingPorts } from '../ports';
import { freshView } from './board';
import { loadContext, type ScheduleContext } from './schedule-context';
import { isPlayed, scheduledOf } from './schedule-rows';
import { endOf } from './schedule-time';

/** The board's refusals, by their catalog id (catalog/scheduling): the 409 carries the id, the English is the catalog's. */
export const PLAYED_STAYS = SCHEDULING_EN['scheduling.rule.playedStays'];
export const NOT_GENERATED = SCHEDULING_EN['scheduling.rule.notGenerated'];
export const CHANGED_MEANWHILE = SCHEDULING_EN['scheduling.rule.changedMeanwhile'];

function generatedRow(context: ScheduleContext, matchId: string): ScheduleRow {
  const row = context.rows.find((candidate) => candidate.matchId === matchId);
  if (!row) throw new NotFoundError(MESSAGES.matchNotFound);
  if (!row.fixtureId || !context.fixtures.has(row.fixtureId)) throw new ConflictError({ id: 'scheduling.rule.notGenerated' }, 'not_generated');
  return row;
}

export function scheduledMatches(context: ScheduleContext, rows: readonly ScheduleRow[] = context.rows): ScheduledMatch[] {
  return rows.flatMap((row) => scheduledOf(context, row) ?? []);
}

/**
 * A board move: checked with the core's `canMove` against the schedule as stored, refused with the
 * first rule it breaks (409, the board shows the message). A match moved by hand is locked, so a
 * later generation keeps it where the organizer put it; unlocking hands it back to the generator.
 */
export async function moveScheduledMatch(
  ports: SchedulingPorts,
  actor: Actor,
  orgId: string | undefined,
  tournamentId: string,
  matchId: string,
  target: MoveScheduledMatchInput,
): Promise<ScheduleView> {
  const context = await loadContext(ports, actor, orgId, tournamentId, 'manage');
  if (context.problem) throw context.problem;
  const row = generatedRow(context, matchId);
  if (isPlayed(row)) throw new ConflictError({ id: 'scheduling.rule.playedStays' }, 'match_played');
  const check = canMove(context.input, scheduledMatches(context), row.fixtureId as string, target);
  if (!check.ok) throw new ConflictError(check.said ? { ...check.said, english: check.reason } : check.reason, 'move_refused');
  const pitch = context.setup.pitches.find((candidate) => candidate.id === target.pitchId);
  const { conflicts } = await ports.schedules.apply(
    [
      {
        kind: 'place',
        row,
        placement: { date: target.date, time: target.start, pitchId: target.pitchId, field: pitch?.name ?? target.pitchId, endTime: endOf(context.input, row.age, target.start), locked: true },
      },
    ],
    `move-${ports.newId()}`,
  );
  if (conflicts.length > 0) throw new ConflictError({ id: 'scheduling.rule.changedMeanwhile' }, 'match_changed');
  if (target.date !== row.date || target.start !== row.time || target.pitchId !== (row.pitchId ?? '')) {
    await notifyQuietly(ports.notifications, { kind: 'matchMoved', tournamentId, matchIds: [matchId] });
  }
  return freshView(ports, context);
}

export async function lockScheduledMatch(
  ports: SchedulingPorts,
  actor: Actor,
  orgId: string | undefined,
  tournamentId: string,
  matchId: string,
  input: LockScheduledMatchInput,
): Promise<ScheduleView> {
  const context = await loadContext(ports, actor, orgId, tournamentId, 'manage');
  const row = generatedRow(context, matchId);
  if (row.locked !== input.locked && !(await ports.schedules.setLocked(row, input.locked))) throw new ConflictError({ id: 'scheduling.rule.changedMeanwhile' }, 'match_changed');
  return freshView(ports, context);
}
