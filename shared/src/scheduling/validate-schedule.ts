import { buildMatches, type Fixture } from './build-matches';
import { placementViolations, type Violation } from './placement-rules';
import { claimFixtures } from './fixed-matches';
import { compileContext, matchMinutes, matchTeams, teamName, type ScheduleContext } from './schedule-context';
import type { ScheduleInput } from './schedule-input';
import { ScheduleState } from './schedule-state';
import type { ScheduledMatch } from './scheduled-match';
import { minutesOfDay } from './time';
import { said } from './said';
import type { SchedulingMessageId } from '../i18n/catalog/scheduling/en';
import type { MessageValues } from '../i18n/message';

/** Where a board move wants to put a match. */
export interface MoveTarget {
  pitchId: string;
  date: string;
  start: string;
}

/** A refusal's `reason` is English; `said` is the same message as its id and values (catalog/scheduling). */
export type MoveCheck = { ok: true } | { ok: false; reason: string; said?: { id: SchedulingMessageId; values: MessageValues }; violations: Violation[] };

/** A pitch rule means nothing for a fixed match on no pitch of the venue (an imported 'Field 3'). */
const PITCH_CODES = new Set<Violation['code']>(['unknown-pitch', 'pitch-age', 'pitch-size', 'pitch-overlap']);

interface Entry {
  match: Fixture;
  pitchId: string;
  date: string;
  start: string;
  /** The id a violation names: the placed match's, or the fixed match's own (its row). */
  reportId: string;
  fixed?: { standIn: boolean };
}

/**
 * Books every match of the tournament in schedule order, the placed ones and the fixed ones (imported,
 * added by hand, played) alike; `check` sees each one against those booked before it, so a clash between
 * an imported and a generated match is found like any other, once, on the later of the two.
 */
function replay(context: ScheduleContext, schedule: readonly ScheduledMatch[], check?: (violations: Violation[]) => void): ScheduleState {
  const fixtures = buildMatches(context.input);
  const known = new Map(fixtures.map((m) => [m.id, m]));
  const state = new ScheduleState(context);
  const entries: Entry[] = [];
  for (const placed of schedule) {
    // The input decides who plays whom; a stale copy on the board must not change the teams checked.
    const match = known.get(placed.id);
    if (!match) check?.([{ code: 'unknown-match', matchId: placed.id, ...said('scheduling.rule.unknownMatch', { match: placed.id }) }]);
    else entries.push({ match, pitchId: placed.pitchId, date: placed.date, start: placed.start, reportId: placed.id });
  }
  for (const { fixed, match, standIn } of claimFixtures(fixtures, context.input.fixed)) {
    // Not on a tournament day, or no kick-off: nothing here to clash with.
    if (fixed.start && context.dayByDate.has(fixed.date)) entries.push({ match, pitchId: fixed.pitchId, date: fixed.date, start: fixed.start, reportId: fixed.id, fixed: { standIn } });
  }
  entries.sort((a, b) => a.date.localeCompare(b.date) || a.start.localeCompare(b.start) || a.pitchId.localeCompare(b.pitchId) || a.reportId.localeCompare(b.reportId));
  // A knockout match booked before a feeder that comes later in the schedule is not missing it: the
  // order rule reports the clash on whichever of the two is booked second.
  state.expect(entries.filter((entry) => !entry.fixed?.standIn).map((entry) => entry.match));
  const reportIds = new Map<string, string>();
  const named = (violation: Violation, reportId: string): Violation => ({
    ...violation,
    matchId: reportId,
    ...(violation.otherMatchId ? { otherMatchId: reportIds.get(violation.otherMatchId) ?? violation.otherMatchId } : {}),
  });
  for (const entry of entries) {
    const { match } = entry;
    if (state.bookings.has(match.id)) {
      const label = matchTeams(match)
        .map((id) => teamName(context, id))
        .join(' v ');
      const words = label ? said('scheduling.rule.duplicate', { match: label }) : said('scheduling.rule.duplicateUnnamed');
      check?.([{ code: 'duplicate-match', matchId: entry.reportId, otherMatchId: reportIds.get(match.id) ?? match.id, ...words }]);
      continue;
    }
    const day = context.dayByDate.get(entry.date);
    if (!day) {
      check?.([{ code: 'unknown-day', matchId: entry.reportId, ...said('scheduling.rule.unknownDay', { date: entry.date }) }]);
      continue;
    }
    const start = day.base + minutesOfDay(entry.start);
    const onVenue = !entry.fixed || context.pitches.has(entry.pitchId);
    const found = placementViolations(context, state, match, entry.pitchId, day, start).filter((v) => onVenue || !PITCH_CODES.has(v.code));
    check?.(found.map((violation) => named(violation, entry.reportId)));
    reportIds.set(match.id, entry.reportId);
    state.add({ match, pitchId: entry.pitchId, dayIndex: day.index, start, end: start + matchMinutes(context.input, match.age) }, entry.fixed?.standIn ?? false);
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
  replay(compileContext(input), placed, (found) => violations.push(...found));
  return violations;
}

/** Whether the board may drop `matchId` at `target`, with the first rule that refuses it. */
export function canMove(input: ScheduleInput, schedule: readonly ScheduledMatch[], matchId: string, target: MoveTarget): MoveCheck {
  const context = compileContext(input);
  const match = buildMatches(input).find((m) => m.id === matchId);
  const refuse = (violations: Violation[]): MoveCheck => {
    const first = violations[0];
    return first ? { ok: false, reason: first.message, said: { id: first.messageId, values: first.values }, violations } : { ok: false, reason: 'Not allowed', violations };
  };
  if (!match) return refuse([{ code: 'unknown-match', matchId, ...said('scheduling.rule.unknownMatch', { match: matchId }) }]);
  const day = context.dayByDate.get(target.date);
  if (!day) return refuse([{ code: 'unknown-day', matchId, ...said('scheduling.rule.unknownDay', { date: target.date }) }]);
  const state = replay(
    context,
    schedule.filter((m) => m.id !== matchId),
  );
  const violations = placementViolations(context, state, match, target.pitchId, day, day.base + minutesOfDay(target.start));
  return violations.length === 0 ? { ok: true } : refuse(violations);
}
