import type { Fixture } from './build-matches';
import { isKnockout } from './knockout-feeders';
import type { Forbidden, Violation } from './placement-types';
import type { ScheduleContext } from './schedule-context';
import type { Busy, ScheduleState } from './schedule-state';
import { said } from './said';
import type { SchedulingMessageId } from '../i18n/catalog/scheduling/en';
import type { WordedMessage } from '../i18n/message';

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
export function missingFeeders(context: ScheduleContext, state: ScheduleState, match: Fixture): ({ matchId?: string } & WordedMessage<SchedulingMessageId>)[] {
  if (!isKnockout(match)) return [];
  const rule = context.knockout.feeders.get(match.id);
  if (!rule) return [];
  const missing: ({ matchId?: string } & WordedMessage<SchedulingMessageId>)[] = [];
  if (rule.afterGroups) {
    const needed = context.knockout.groupCount.get(match.divisionId) ?? 0;
    const there = state.expected ? (state.expected.groupCount.get(match.divisionId) ?? 0) : (state.groupStage.get(match.divisionId) ?? []).length;
    if (there < needed)
      missing.push(said('scheduling.rule.groupStageUnplaced', { match: slotCode(match), division: context.divisions.get(match.divisionId)?.name ?? match.divisionId, placed: there, needed }));
  }
  for (const id of rule.matches) {
    if (state.bookings.has(id) || state.expected?.ids.has(id)) continue;
    missing.push({ matchId: id, ...said('scheduling.rule.feederUnplaced', { match: slotCode(match), other: codeOfId(id) }) });
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
    const { matchId: otherMatchId, ...words } = missing;
    out.push({ code: 'feeder-unplaced', matchId: match.id, ...words, ...(otherMatchId ? { otherMatchId } : {}) });
  }
  const code = isKnockout(match) ? slotCode(match) : undefined;
  for (const before of predecessors(context, state, match)) {
    if (start >= before.end + rest) continue;
    // Only a knockout match follows anything: a feeder match, or its division's group stage.
    const feeder = context.knockout.feeders.get(match.id)?.matches.includes(before.matchId);
    const words = feeder
      ? said('scheduling.rule.kickOffAfter', { match: code ?? '', minutes: rest, other: codeOfId(before.matchId) })
      : said('scheduling.rule.kickOffAfterGroupStage', { match: code ?? '', minutes: rest });
    out.push({ code: 'knockout-order', matchId: match.id, otherMatchId: before.matchId, ...words });
  }
  for (const after of successors(context, state, match)) {
    if (end + rest <= after.start) continue;
    const words = code
      ? said('scheduling.rule.endBefore', { match: code, minutes: rest, other: codeOfId(after.matchId) })
      : said('scheduling.rule.groupMatchEndBefore', { minutes: rest, other: codeOfId(after.matchId) });
    out.push({ code: 'knockout-order', matchId: match.id, otherMatchId: after.matchId, ...words });
  }
  return out;
}
