import type { Fixture } from './build-matches';
import { knockoutFixtures } from './knockout-bracket';
import type { Forbidden, Violation } from './placement-rules';
import type { ScheduleContext } from './schedule-context';
import { groupSizes, type ScheduleInput } from './schedule-input';
import type { Busy, ScheduleState } from './schedule-state';

/**
 * Which matches must be over (plus the minimum rest) before a knockout match kicks off: every group
 * match of its division when a side comes from the groups, and the matches named by 'Winner …' or
 * 'Loser …'. The teams of a knockout match are unknown when it is scheduled, so this order stands in
 * for their rest: whoever turns up has finished the matches before it at least that long ago.
 */
export interface KnockoutOrder {
  /** Knockout match id → its knockout feeders and whether the group stage comes first. */
  feeders: Map<string, { matches: string[]; afterGroups: boolean }>;
  /** Knockout match id → the knockout matches it feeds. */
  successors: Map<string, string[]>;
  /** Division id → how many group matches it has (a knockout needs every one of them placed). */
  groupCount: Map<string, number>;
  /** Division ids that have a knockout. */
  divisions: Set<string>;
}

export function compileKnockoutOrder(input: ScheduleInput): KnockoutOrder {
  const order: KnockoutOrder = { feeders: new Map(), successors: new Map(), groupCount: new Map(), divisions: new Set() };
  for (const division of input.divisions) {
    const bracket = knockoutFixtures(division);
    if (!bracket) continue;
    order.divisions.add(division.id);
    const rounds = groupSizes(division).reduce((n, size) => n + (size * (size - 1)) / 2, 0);
    order.groupCount.set(division.id, rounds * division.format.legs);
    const idOf = new Map(bracket.slots.map((slot) => [slot.code, slot.id]));
    for (const slot of bracket.slots) {
      const feeders = [slot.home, slot.away].flatMap((source) => (source.kind === 'winner' || source.kind === 'loser' ? [idOf.get(source.match) as string] : []));
      const afterGroups = [slot.home, slot.away].some((source) => source.kind === 'group' || source.kind === 'best');
      order.feeders.set(slot.id, { matches: feeders, afterGroups });
      for (const feeder of feeders) order.successors.set(feeder, [...(order.successors.get(feeder) ?? []), slot.id]);
    }
  }
  return order;
}

export const isKnockout = (match: Pick<Fixture, 'stage'>) => match.stage === 'knockout';

/** The slot code of a knockout fixture ('QF1'), for messages. */
export const slotCode = (match: Fixture) => match.knockout?.code ?? match.id;

const codeOfId = (id: string) => id.slice(id.lastIndexOf('/') + 1);

/** Booked matches that must be over before `match` kicks off: its knockout feeders, and the group stage when it follows it. */
function predecessors(context: ScheduleContext, state: ScheduleState, match: Fixture): Busy[] {
  if (!isKnockout(match)) return [];
  const rule = context.knockout.feeders.get(match.id);
  if (!rule) return [];
  const booked: Busy[] = [];
  for (const id of rule.matches) {
    const feeder = state.bookings.get(id);
    if (feeder && id !== match.id) booked.push({ start: feeder.start, end: feeder.end, matchId: id, divisionId: match.divisionId });
  }
  if (rule.afterGroups) {
    // The group stage counts as one predecessor: its last final whistle.
    const last = (state.groupStage.get(match.divisionId) ?? []).reduce<Busy | undefined>((latest, b) => (b.matchId !== match.id && (!latest || b.end > latest.end) ? b : latest), undefined);
    if (last) booked.push(last);
  }
  return booked;
}

/** Booked matches that `match` must be over before: the knockout matches it feeds (or, for a group match, that follow the groups). */
function successors(context: ScheduleContext, state: ScheduleState, match: Fixture): Busy[] {
  if (!context.knockout.divisions.has(match.divisionId)) return [];
  if (!isKnockout(match)) {
    // For a group match the knockout counts as one successor: its first kick-off after the groups.
    const first = (state.afterGroups.get(match.divisionId) ?? []).find((b) => b.matchId !== match.id);
    return first ? [first] : [];
  }
  const booked: Busy[] = [];
  for (const id of context.knockout.successors.get(match.id) ?? []) {
    const next = state.bookings.get(id);
    if (next && id !== match.id) booked.push({ start: next.start, end: next.end, matchId: id, divisionId: match.divisionId });
  }
  return booked;
}

/**
 * What a knockout match needs that is not on the schedule: the whole group stage of its division, or a
 * feeder match. Matches the state expects (a replayed schedule, locks being booked first) count as there.
 */
export function missingFeeders(context: ScheduleContext, state: ScheduleState, match: Fixture): { matchId?: string; message: string }[] {
  if (!isKnockout(match)) return [];
  const rule = context.knockout.feeders.get(match.id);
  if (!rule) return [];
  const missing: { matchId?: string; message: string }[] = [];
  if (rule.afterGroups) {
    const needed = context.knockout.groupCount.get(match.divisionId) ?? 0;
    const there = state.expected ? (state.expected.groupCount.get(match.divisionId) ?? 0) : (state.groupStage.get(match.divisionId) ?? []).length;
    if (there < needed)
      missing.push({
        message: `${slotCode(match)} follows the group stage of ${context.divisions.get(match.divisionId)?.name ?? match.divisionId}, which is not fully placed (${there} of ${needed} matches)`,
      });
  }
  for (const id of rule.matches) {
    if (state.bookings.has(id) || state.expected?.ids.has(id)) continue;
    missing.push({ matchId: id, message: `${slotCode(match)} follows ${codeOfId(id)}, which is not placed` });
  }
  return missing;
}

/**
 * Kick-offs the order rules forbid, as intervals (see `ruleGroups`): before the last predecessor's end
 * plus the rest, and from the first successor's kick-off minus the rest and the match length on.
 */
export function orderForbidden(context: ScheduleContext, state: ScheduleState, match: Fixture, length: number): Forbidden[] {
  const rest = context.input.minRestMinutes;
  const out: Forbidden[] = [];
  const before = predecessors(context, state, match);
  if (before.length > 0) out.push({ lo: Number.NEGATIVE_INFINITY, hi: Math.max(...before.map((b) => b.end)) + rest });
  const after = successors(context, state, match);
  if (after.length > 0) out.push({ lo: Math.min(...after.map((b) => b.start)) - rest - length + 1, hi: Number.POSITIVE_INFINITY });
  return out.sort((a, b) => a.lo - b.lo);
}

/** The order rules broken by `match` at [start, end), each against the match it clashes with. */
export function orderViolations(context: ScheduleContext, state: ScheduleState, match: Fixture, start: number, end: number): Violation[] {
  const rest = context.input.minRestMinutes;
  const out: Violation[] = [];
  for (const missing of missingFeeders(context, state, match)) {
    out.push({ code: 'feeder-unplaced', matchId: match.id, message: missing.message, ...(missing.matchId ? { otherMatchId: missing.matchId } : {}) });
  }
  const name = isKnockout(match) ? slotCode(match) : 'This group match';
  for (const before of predecessors(context, state, match)) {
    if (start >= before.end + rest) continue;
    const what = context.knockout.feeders.get(match.id)?.matches.includes(before.matchId) ? codeOfId(before.matchId) : 'the group stage';
    out.push({ code: 'knockout-order', matchId: match.id, otherMatchId: before.matchId, message: `${name} would kick off less than ${rest} min after ${what} ends` });
  }
  for (const after of successors(context, state, match)) {
    if (end + rest <= after.start) continue;
    out.push({ code: 'knockout-order', matchId: match.id, otherMatchId: after.matchId, message: `${name} would end less than ${rest} min before ${codeOfId(after.matchId)} kicks off` });
  }
  return out;
}
