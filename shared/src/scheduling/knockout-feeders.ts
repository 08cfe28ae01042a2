import type { Fixture } from './build-matches';
import { knockoutFixtures } from './knockout-bracket';
import { groupSizes, type ScheduleInput } from './schedule-input';

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
