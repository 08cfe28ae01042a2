import { buildMatches, type Fixture } from './build-matches';
import { placementViolations, type Violation } from './placement-rules';
import { compileContext, matchMinutes, type ScheduleContext } from './schedule-context';
import type { ScheduleInput } from './schedule-input';
import { ScheduleState } from './schedule-state';
import { compareScheduled, type ScheduledMatch } from './scheduled-match';
import { minutesOfDay } from './time';

/** Where a board move wants to put a match. */
export interface MoveTarget {
  pitchId: string;
  date: string;
  start: string;
}

export type MoveCheck = { ok: true } | { ok: false; reason: string; violations: Violation[] };

/** Books the matches in schedule order; `check` sees each one against those booked before it. */
function replay(context: ScheduleContext, schedule: readonly ScheduledMatch[], check?: (match: Fixture, violations: Violation[]) => void): ScheduleState {
  const known = new Map(buildMatches(context.input).map((m) => [m.id, m]));
  const state = new ScheduleState(context);
  // A knockout match booked before a feeder that comes later in the schedule is not missing it: the
  // order rule reports the clash on whichever of the two is booked second.
  state.expect(schedule.flatMap((placed) => known.get(placed.id) ?? []));
  for (const placed of [...schedule].sort(compareScheduled)) {
    // The input decides who plays whom; a stale copy on the board must not change the teams checked.
    const match = known.get(placed.id);
    if (!match) {
      check?.(placed, [{ code: 'unknown-match', matchId: placed.id, message: `There is no match '${placed.id}' in this tournament` }]);
      continue;
    }
    if (state.bookings.has(match.id)) {
      check?.(match, [{ code: 'duplicate-match', matchId: match.id, message: `Match '${match.id}' is scheduled twice` }]);
      continue;
    }
    const day = context.dayByDate.get(placed.date);
    if (!day) {
      check?.(match, [{ code: 'unknown-day', matchId: match.id, message: `${placed.date} is not a tournament day` }]);
      continue;
    }
    const start = day.base + minutesOfDay(placed.start);
    check?.(match, placementViolations(context, state, match, placed.pitchId, day, start));
    state.add({ match, pitchId: placed.pitchId, dayIndex: day.index, start, end: start + matchMinutes(context.input, match.age) });
  }
  return state;
}

/**
 * Every hard rule the schedule breaks, as a list ([] when it is legal). A clash between two matches
 * is reported once, on the later of the two; the match's end is recomputed from the input, so an
 * edited `end` cannot hide an overlap.
 */
export function validateSchedule(input: ScheduleInput, placed: readonly ScheduledMatch[]): Violation[] {
  const violations: Violation[] = [];
  replay(compileContext(input), placed, (_, found) => violations.push(...found));
  return violations;
}

/** Whether the board may drop `matchId` at `target`, with the first rule that refuses it. */
export function canMove(input: ScheduleInput, schedule: readonly ScheduledMatch[], matchId: string, target: MoveTarget): MoveCheck {
  const context = compileContext(input);
  const match = buildMatches(input).find((m) => m.id === matchId);
  const refuse = (violations: Violation[]): MoveCheck => ({ ok: false, reason: violations[0]?.message ?? 'Not allowed', violations });
  if (!match) return refuse([{ code: 'unknown-match', matchId, message: `There is no match '${matchId}' in this tournament` }]);
  const day = context.dayByDate.get(target.date);
  if (!day) return refuse([{ code: 'unknown-day', matchId, message: `${target.date} is not a tournament day` }]);
  const state = replay(context, schedule.filter((m) => m.id !== matchId));
  const violations = placementViolations(context, state, match, target.pitchId, day, day.base + minutesOfDay(target.start));
  return violations.length === 0 ? { ok: true } : refuse(violations);
}
