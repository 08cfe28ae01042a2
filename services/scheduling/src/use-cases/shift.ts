import {
  DEFAULT_LOCALE,
  formatServerMessage,
  STALE_ASSIGNMENT_MESSAGES,
  type Locale,
  type ServerMessage,
  type shiftScheduleInputSchema,
  type ShiftResult,
  type StaleAssignmentCode,
} from '@pitchside/shared';
import { notifyQuietly, ValidationError, type Actor } from '@pitchside/core';
import { type RowChange, type ScheduleRow } from '../adapters/schedule-records';
import { linesPerPerson, mailLinesPerPerson } from '../mail/moved-match-mails';
import type { SchedulingPorts } from '../ports';
import { boardMatch, currentViolations } from './board';
import { loadContext, type ScheduleContext } from './schedule-context';
import { isPlayed, labelOf } from './schedule-rows';
import { addDays, endOf, hhmmOf, minutesOf } from './schedule-time';
import { pitchOfRow } from './tournament-input';

export type ShiftInput = ReturnType<typeof shiftScheduleInputSchema.parse>;

/** The rows a weather-day action moves: that day, kick-off in [from, to), on the pitch when one is named, not played. */
export function rowsInRange(context: ScheduleContext, input: ShiftInput): ScheduleRow[] {
  const from = minutesOf(input.from);
  const to = minutesOf(input.to);
  return context.rows.filter((row) => {
    if (row.date !== input.date || !row.time || isPlayed(row)) return false;
    const start = minutesOf(row.time);
    return start >= from && start < to && (!input.pitchId || pitchOfRow(context.setup, row) === input.pitchId);
  });
}

/** Where one row goes: later or earlier by `minutes` (past midnight is the next day), or to another pitch and/or day at the same kick-off. */
export function shiftedPlacement(context: ScheduleContext, row: ScheduleRow, input: ShiftInput): RowChange & { kind: 'place' } {
  let { date, time } = row;
  let pitchId: string | null = pitchOfRow(context.setup, row) || null;
  if (input.minutes !== undefined) {
    const total = minutesOf(time) + input.minutes;
    date = addDays(date, Math.floor(total / 1440));
    time = hhmmOf(((total % 1440) + 1440) % 1440);
  } else {
    date = input.toDate ?? date;
    pitchId = input.toPitchId ?? pitchId;
  }
  const field = pitchId ? (context.setup.pitches.find((pitch) => pitch.id === pitchId)?.name ?? null) : null;
  return { kind: 'place', row, placement: { date, time, pitchId, field, endTime: endOf(context.input, row.age, time), locked: row.locked } };
}

const overlaps = (a: ScheduleRow, b: ScheduleRow, context: ScheduleContext) => {
  if (a.date !== b.date || !a.time || !b.time) return false;
  const end = (row: ScheduleRow) => minutesOf(row.endTime ?? endOf(context.input, row.age, row.time));
  return minutesOf(a.time) < end(b) && minutesOf(b.time) < end(a);
};

/** Every moved match with a referee is stale: the referee now has two matches at once, or at least must check the new time. */
export function staleAssignments(
  context: ScheduleContext,
  before: ReadonlyMap<string, ScheduleRow>,
  moved: readonly ScheduleRow[],
  after: readonly ScheduleRow[],
  locale: Locale = DEFAULT_LOCALE,
): ShiftResult['staleAssignments'] {
  const say = (message: ServerMessage) => formatServerMessage(locale, message);
  // '2026-06-13 10:00 on Pitch 1' (no pitch: without it).
  const where = (row: Pick<ScheduleRow, 'date' | 'time' | 'field'>) =>
    row.field ? say({ id: 'scheduling.atOnPitch', values: { date: row.date, time: row.time, pitch: row.field } }) : `${row.date} ${row.time}`;
  return moved.flatMap((row) => {
    if (!row.refereeId) return [];
    const name = row.refereeName ?? say({ id: 'scheduling.theReferee' });
    const clash = after.find((other) => other.matchId !== row.matchId && other.refereeId === row.refereeId && overlaps(row, other, context));
    const previous = before.get(row.matchId) ?? row;
    const code: StaleAssignmentCode = clash ? 'referee_clash' : 'moved';
    const values: Record<string, string> = clash ? { referee: name, match: labelOf(clash), time: clash.time, date: clash.date } : { referee: name, from: where(previous), to: where(row) };
    const messageId = STALE_ASSIGNMENT_MESSAGES[code];
    const said = { code, messageId, values, reason: say({ id: messageId, values }) };
    return [{ matchId: row.matchId, refereeId: row.refereeId, ...(row.refereeName ? { refereeName: row.refereeName } : {}), ...said }];
  });
}

/**
 * E-mails every coach of a moved match's teams and every referee of one, once per person; answers how many
 * were told. `before` holds each moved row as it was, `moved` as it is now (a weather day, a restored version).
 */
export async function emailMovedMatches(ports: SchedulingPorts, context: ScheduleContext, before: ReadonlyMap<string, ScheduleRow>, moved: readonly ScheduleRow[]): Promise<number> {
  const slot = (of: ScheduleRow) => ({ date: of.date, time: of.time, field: of.field });
  const people = linesPerPerson(
    moved,
    (teamKey) => {
      const teamId = context.teams.get(teamKey)?.teamId;
      return teamId ? context.coaches.get(teamId) : null;
    },
    (row, role) => ({ match: labelOf(row), role, from: slot(before.get(row.matchId) ?? row), to: slot(row) }),
  );
  return mailLinesPerPerson(ports, context.tournament.name, people);
}

/**
 * A weather day: every unplayed match in the range moves in one action (each row on its own
 * conditional write; a match that starts meanwhile stays). The answer lists what moved, the hard
 * rules the schedule now breaks, the referee assignments to look at again, and how many people
 * were told by e-mail.
 */
export async function shiftSchedule(ports: SchedulingPorts, actor: Actor, orgId: string | undefined, tournamentId: string, input: ShiftInput, locale: Locale = DEFAULT_LOCALE): Promise<ShiftResult> {
  const context = await loadContext(ports, actor, orgId, tournamentId, 'manage');
  const pitchIds = new Set(context.setup.pitches.map((pitch) => pitch.id));
  const unknown: Record<string, string> = {};
  if (input.pitchId && !pitchIds.has(input.pitchId)) unknown.pitchId = `There is no pitch '${input.pitchId}'`;
  if (input.toPitchId && !pitchIds.has(input.toPitchId)) unknown.toPitchId = `There is no pitch '${input.toPitchId}'`;
  if (minutesOf(input.to) <= minutesOf(input.from)) unknown.to = 'The range must end after it starts';
  if (Object.keys(unknown).length > 0) throw new ValidationError('Some fields are not valid', unknown);

  // A match already where the action would put it (a shift by 0, a move to its own pitch) does not move and nobody is told.
  const changes = rowsInRange(context, input)
    .map((row) => shiftedPlacement(context, row, input))
    .filter(({ row, placement }) => placement.date !== row.date || placement.time !== row.time || (placement.pitchId ?? '') !== pitchOfRow(context.setup, row));
  const selected = changes.map((change) => change.row);
  const before = new Map(selected.map((row) => [row.matchId, row]));
  const { conflicts } = await ports.schedules.apply(changes, `shift-${ports.newId()}`);
  const after = await ports.schedules.rows(tournamentId);
  const movedIds = new Set(selected.map((row) => row.matchId).filter((id) => !conflicts.includes(id)));
  const moved = after.filter((row) => movedIds.has(row.matchId));
  // Followers, referees and coaches hear of every moved match on their phones (e-mail follows below).
  for (let start = 0; start < moved.length; start += 500) {
    await notifyQuietly(ports.notifications, { kind: 'matchMoved', tournamentId, matchIds: moved.slice(start, start + 500).map((row) => row.matchId) });
  }
  return {
    moved: moved.map((row) => boardMatch(context, row)),
    violations: currentViolations(context, after),
    staleAssignments: staleAssignments(context, before, moved, after, locale),
    notified: await emailMovedMatches(ports, context, before, moved),
  };
}
