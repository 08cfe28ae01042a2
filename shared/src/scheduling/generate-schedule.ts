import { buildMatches, type Fixture } from './build-matches';
import { claimFixtures } from './fixed-matches';
import { explainUnplaced, withDetails, type UnplacedMatch } from './explain-unplaced';
import { isKnockout } from './knockout-feeders';
import { missingFeeders } from './knockout-order';
import { measureFairness, type FairnessReport } from './fairness';
import { earliestStart, pitchForbidden, placementViolations, ruleGroups, sortForbidden, teamsAtDailyMax } from './placement-rules';
import { allowedPitches, compileContext, matchMinutes, type ScheduleContext } from './schedule-context';
import type { LockedMatch, Pitch, ScheduleInput } from './schedule-input';
import { said } from './said';
import { ScheduleState } from './schedule-state';
import { compareScheduled, toScheduledMatch, type ScheduledMatch } from './scheduled-match';
import { minutesOfDay } from './time';

export interface ScheduleResult {
  placed: ScheduledMatch[];
  /** Every match not placed, each with the rules that stopped it: never a silent partial schedule. */
  unplaced: UnplacedMatch[];
  /** Locks that name no match of this input (a division or group changed since they were set). */
  unknownLocks: LockedMatch[];
  /** Fixture ids the input's fixed matches already are: on the schedule, so neither placed nor unplaced. */
  kept: string[];
  fairness: FairnessReport;
  totalMatches: number;
}

/**
 * Places locked matches first, exactly where they are locked (an illegal lock is reported, never
 * moved), then the rest greedily, most constrained first: by round, then fewest allowed pitches,
 * then longest match. Each match goes to the earliest legal kick-off, searching from a target day
 * that spreads a division's rounds over the tournament (round r of R aims at day ⌊(r−1)·days/R⌋),
 * then later days, then earlier ones. Among pitches with the same kick-off the most specialised
 * one (fewest allowed ages) wins, keeping general pitches free for matches that need them.
 */
export function generateSchedule(input: ScheduleInput): ScheduleResult {
  const context = compileContext(input);
  const matches = buildMatches(input);
  const byId = new Map(matches.map((m) => [m.id, m]));
  const state = new ScheduleState(context);
  const unplaced: UnplacedMatch[] = [];
  const unknownLocks: LockedMatch[] = [];
  const done = new Set<string>();

  // While fixed matches and locks are booked every match may still come, so a locked knockout match does not miss its feeders yet.
  state.expect(matches);
  // Fixed matches first: they are where they are (imported, added by hand, played, kept), checked by nobody here.
  const fixedIds = new Set<string>();
  const kept: string[] = [];
  for (const { fixed, match, standIn } of claimFixtures(matches, input.fixed)) {
    if (!standIn) {
      done.add(match.id);
      kept.push(match.id);
    }
    const day = context.dayByDate.get(fixed.date);
    if (!day || !fixed.start || state.bookings.has(match.id)) continue;
    const start = day.base + minutesOfDay(fixed.start);
    fixedIds.add(match.id);
    state.add({ match, pitchId: fixed.pitchId, dayIndex: day.index, start, end: start + matchMinutes(input, match.age) }, standIn);
  }
  for (const lock of input.locked) {
    const match = byId.get(lock.matchId);
    if (match && done.has(match.id)) continue; // a fixed match is that fixture already
    if (!match) {
      unknownLocks.push(lock);
      continue;
    }
    done.add(match.id);
    const day = context.dayByDate.get(lock.date);
    const where = { pitch: lock.pitchId, date: lock.date, start: lock.start };
    if (!day) {
      unplaced.push({ match, reasons: [{ code: 'locked-illegal', ...said('scheduling.unplacedReason.lockedNotADay', where) }] });
      continue;
    }
    const start = day.base + minutesOfDay(lock.start);
    const violations = placementViolations(context, state, match, lock.pitchId, day, start);
    if (violations.length === 0) state.add({ match, pitchId: lock.pitchId, dayIndex: day.index, start, end: start + matchMinutes(input, match.age) });
    else
      unplaced.push({
        match,
        reasons: violations.map((violation) => ({
          code: 'locked-illegal',
          ...withDetails(said('scheduling.unplacedReason.locked', where), [{ message: violation.message, messageId: violation.messageId, values: violation.values }]),
        })),
      });
  }

  state.expected = undefined;

  const pitchCache = new Map<string, Pitch[]>();
  const pitchesOf = (match: Fixture) => {
    let list = pitchCache.get(match.divisionId);
    if (!list) pitchCache.set(match.divisionId, (list = allowedPitches(context, match).sort((a, b) => a.ages.length - b.ages.length)));
    return list;
  };
  const targetDay = dayTargets(context, matches);
  // The group stage first, then the knockouts round by round: a knockout match needs its feeders placed.
  const order = matches
    .filter((m) => !done.has(m.id))
    .sort(
      (a, b) =>
        Number(isKnockout(a)) - Number(isKnockout(b)) ||
        a.round - b.round ||
        pitchesOf(a).length - pitchesOf(b).length ||
        matchMinutes(input, b.age) - matchMinutes(input, a.age) ||
        a.id.localeCompare(b.id),
    );

  const failed: Fixture[] = [];
  for (const match of order) {
    if (missingFeeders(context, state, match).length > 0 || !placeMatch(context, state, match, pitchesOf(match), targetDay(match))) failed.push(match);
  }
  // A locked knockout match whose feeders could not all be placed cannot stand: taken out, with that reason.
  for (const match of matches) {
    if (!isKnockout(match) || fixedIds.has(match.id) || !state.bookings.has(match.id) || missingFeeders(context, state, match).length === 0) continue;
    state.remove(match.id);
    failed.push(match);
  }
  // Explained against the final schedule: it only grew after each failed try, so what blocked the
  // match then still blocks it, and the reason can be checked against what the organizer sees.
  for (const match of failed) unplaced.push({ match, reasons: explainUnplaced(context, state, match) });

  const placed = [...state.bookings.values()]
    .filter((b) => !fixedIds.has(b.match.id))
    .map((b) => toScheduledMatch(context, b))
    .sort(compareScheduled);
  return { placed, unplaced, unknownLocks, kept, fairness: measureFairness(context, placed), totalMatches: matches.length };
}

/**
 * The day each match aims at. A group's rounds spread over the tournament (round r of R aims at day
 * ⌊(r − 1) · days / R⌋); in a division with a knockout, the group rounds and then the knockout rounds share
 * the days, so the group stage finishes early enough for the knockout to follow it.
 */
function dayTargets(context: ScheduleContext, matches: readonly Fixture[]): (match: Fixture) => number {
  const groupRounds = new Map<string, number>();
  const divisionRounds = new Map<string, number>();
  const knockoutRounds = new Map<string, number>();
  for (const m of matches) {
    if (isKnockout(m)) knockoutRounds.set(m.divisionId, Math.max(knockoutRounds.get(m.divisionId) ?? 0, m.round));
    else {
      groupRounds.set(`${m.divisionId}/${m.group}`, Math.max(groupRounds.get(`${m.divisionId}/${m.group}`) ?? 0, m.round));
      divisionRounds.set(m.divisionId, Math.max(divisionRounds.get(m.divisionId) ?? 0, m.round));
    }
  }
  const days = context.days.length;
  return (match) => {
    const knockout = knockoutRounds.get(match.divisionId) ?? 0;
    if (isKnockout(match)) {
      const before = divisionRounds.get(match.divisionId) ?? 0;
      return Math.floor(((before + match.round - 1) * days) / (before + knockout));
    }
    const rounds = groupRounds.get(`${match.divisionId}/${match.group}`) ?? 1;
    return Math.floor(((match.round - 1) * days) / (rounds + knockout));
  };
}

function dayOrder(count: number, target: number): number[] {
  const first = Math.min(Math.max(target, 0), Math.max(count - 1, 0));
  const later = Array.from({ length: count - first }, (_, i) => first + i);
  const earlier = Array.from({ length: first }, (_, i) => first - 1 - i);
  return [...later, ...earlier];
}

function placeMatch(context: ScheduleContext, state: ScheduleState, match: Fixture, pitches: Pitch[], targetDay: number): boolean {
  if (pitches.length === 0) return false;
  const { input } = context;
  const length = matchMinutes(input, match.age);
  const people = sortForbidden(ruleGroups(context, state, match).flatMap((g) => g.forbidden));
  for (const dayIndex of dayOrder(context.days.length, targetDay)) {
    const day = context.days[dayIndex];
    if (!day || teamsAtDailyMax(context, state, match, dayIndex).length > 0) continue;
    // The people alone may already rule the day out; then no pitch needs looking at.
    if (earliestStart(day, length, input.startStepMinutes, [people]) === undefined) continue;
    let best: { pitchId: string; start: number } | undefined;
    for (const pitch of pitches) {
      const start = earliestStart(day, length, input.startStepMinutes, [people, pitchForbidden(context, state, match, pitch.id, dayIndex)]);
      if (start !== undefined && (!best || start < best.start)) best = { pitchId: pitch.id, start };
    }
    if (best) {
      state.add({ match, pitchId: best.pitchId, dayIndex, start: best.start, end: best.start + length });
      return true;
    }
  }
  return false;
}
