import { groupLabel } from './group-label';
import { knockoutSourceLabel, type KnockoutRoundName, type KnockoutSource } from './knockout-source';
import { groupSizes, type ScheduleDivision } from './schedule-input';

/** One knockout match of a bracket, with its sides as placeholders until the teams are known. */
export interface KnockoutSlot {
  /** 'R16-3', 'QF1', 'SF2', 'F', '3P': unique in the division, named in the placeholders of later rounds. */
  code: string;
  /** Fixture id: `{divisionId}/KO/{code}`, stable whoever plays. */
  id: string;
  /** 1 for the first knockout round; the final (and the third-place match) have the highest. */
  round: number;
  roundName: KnockoutRoundName;
  /** Top to bottom within its round, from 1, as the bracket is drawn. */
  order: number;
  home: KnockoutSource;
  away: KnockoutSource;
  homeLabel: string;
  awayLabel: string;
}

export interface KnockoutBracket {
  divisionId: string;
  /** Teams that go through: groups × qualifiers + best thirds. */
  qualifiers: number;
  /** The bracket's size: the power of two at or above `qualifiers`. */
  size: number;
  rounds: number;
  /** Qualifiers in seed order (seed 1 first): group winners A, B, …, then runners-up, …, then the best thirds by rank. */
  seeds: KnockoutSource[];
  /** The top seeds that skip the first round (size − qualifiers of them). */
  byes: KnockoutSource[];
  /** By round, then top to bottom; the third-place match last. */
  slots: KnockoutSlot[];
}

/**
 * Bracket order of seeds 1…size, top to bottom: seed s meets size + 1 − s in the first round, and seeds
 * 1 and 2 can only meet in the final, 1–4 only in the semi-finals, and so on (the standard draw).
 */
export function seedPositions(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const next = order.length * 2;
    order = order.flatMap((seed) => [seed, next + 1 - seed]);
  }
  return order;
}

/** The round (1 = first) in which bracket positions i and j can meet at the earliest. */
export function meetingRound(i: number, j: number): number {
  return Math.floor(Math.log2(i ^ j)) + 1;
}

export function knockoutRoundName(teamsInRound: number): KnockoutRoundName {
  if (teamsInRound === 2) return 'Final';
  if (teamsInRound === 4) return 'Semi-final';
  if (teamsInRound === 8) return 'Quarter-final';
  return `Round of ${teamsInRound}`;
}

const codePrefix = (name: KnockoutRoundName) => (name === 'Semi-final' ? 'SF' : name === 'Quarter-final' ? 'QF' : name.replace('Round of ', 'R') + '-');

/**
 * The knockout of a 'groups-knockout' division, as placeholders: undefined for any other format or when
 * fewer than two teams go through. Seeding by group place: group winners are seeds 1…G (A first), then
 * the runners-up, then lower places, then the best teams of the next place by rank, and the top seeds get
 * the byes. Runners-up cross over (A1 v B2, B1 v A2, C1 v D2, …), and within each place the groups are
 * then arranged so that teams of one group meet as late as the draw allows (never in round one if it can
 * be helped). Best thirds are placed by rank; `resolveKnockout` swaps them when one would meet its own
 * group in round one. The answer is shared between calls for the same division object: read it, never change it.
 */
export function knockoutFixtures(division: Pick<ScheduleDivision, 'id' | 'teams' | 'format'>): KnockoutBracket | undefined {
  // The generator, the validator and the fixtures all ask for the same parsed division: drawn once.
  if (drawn.has(division)) return drawn.get(division);
  const bracket = drawBracket(division);
  drawn.set(division, bracket);
  return bracket;
}

const drawn = new WeakMap<object, KnockoutBracket | undefined>();

function drawBracket(division: Pick<ScheduleDivision, 'id' | 'teams' | 'format'>): KnockoutBracket | undefined {
  if (division.format.type !== 'groups-knockout') return undefined;
  const { qualifiersPerGroup, bestThirds, thirdPlaceMatch } = division.format.knockout;
  const sizes = groupSizes(division);
  const groups = sizes.map((_, i) => groupLabel(i));
  if (sizes.some((size) => size < qualifiersPerGroup)) return undefined; // the schema refuses this input
  const best = Math.min(bestThirds, sizes.filter((size) => size > qualifiersPerGroup).length);
  const qualifiers = groups.length * qualifiersPerGroup + best;
  if (qualifiers < 2) return undefined;
  let size = 2;
  while (size < qualifiers) size *= 2;
  const rounds = Math.log2(size);

  const order = seedPositions(size);
  const positionOfSeed = new Map(order.map((seed, position) => [seed, position]));
  const tiers: KnockoutSource[][] = Array.from({ length: qualifiersPerGroup }, (_, p) => groups.map((group) => ({ kind: 'group' as const, group, place: p + 1 })));
  const seeds = arrangeTiers(tiers, size, positionOfSeed);
  for (let rank = 1; rank <= best; rank++) seeds.push({ kind: 'best', place: qualifiersPerGroup + 1, rank });

  // Walk the bracket round by round: an entry is a source (a team or a match's winner) or a bye.
  let entries: (KnockoutSource | null)[] = order.map((seed) => seeds[seed - 1] ?? null);
  const slots: KnockoutSlot[] = [];
  for (let round = 1; round <= rounds; round++) {
    const roundName = knockoutRoundName(size / 2 ** (round - 1));
    const next: (KnockoutSource | null)[] = [];
    const inRound: [KnockoutSource, KnockoutSource][] = [];
    for (let i = 0; i < entries.length; i += 2) {
      const home = entries[i] ?? null;
      const away = entries[i + 1] ?? null;
      if (home && away) {
        inRound.push([home, away]);
        next.push({ kind: 'winner', match: '' }); // named once the round's matches are counted
      } else next.push(home ?? away);
    }
    const codes = inRound.map((_, i) => (roundName === 'Final' ? 'F' : `${codePrefix(roundName)}${i + 1}`));
    let k = 0;
    entries = next.map((entry) => (entry?.kind === 'winner' && entry.match === '' ? { kind: 'winner', match: codes[k++] as string } : entry));
    inRound.forEach(([home, away], i) => slots.push(slot(division.id, codes[i] as string, round, roundName, i + 1, home, away)));
  }
  const semis = slots.filter((s) => s.roundName === 'Semi-final');
  if (thirdPlaceMatch && semis.length === 2) {
    const [first, second] = semis as [KnockoutSlot, KnockoutSlot];
    slots.push(slot(division.id, '3P', rounds, 'Third place', 1, { kind: 'loser', match: first.code }, { kind: 'loser', match: second.code }));
  }
  const byes = seeds.slice(0, size - qualifiers);
  return { divisionId: division.id, qualifiers, size, rounds, seeds, byes, slots };
}

function slot(divisionId: string, code: string, round: number, roundName: KnockoutRoundName, order: number, home: KnockoutSource, away: KnockoutSource): KnockoutSlot {
  return { code, id: `${divisionId}/KO/${code}`, round, roundName, order, home, away, homeLabel: knockoutSourceLabel(home), awayLabel: knockoutSourceLabel(away) };
}

/**
 * Seeds for the group places: place 1 in group order, then each lower place arranged over its seeds.
 * The runners-up start from the cross-over (the winner of A meets the runner-up of B, B1 meets A2, …);
 * then any swap within a place that makes teams of one group meet later is taken, best first, until none
 * helps. The cost weighs a meeting in round r far above all meetings in later rounds together.
 */
function arrangeTiers(tiers: KnockoutSource[][], size: number, positionOfSeed: Map<number, number>): KnockoutSource[] {
  const seeds: (KnockoutSource & { kind: 'group' })[] = [];
  const groupCount = tiers[0]?.length ?? 0;
  tiers.forEach((tier, t) => {
    const base = t * groupCount; // seeds base+1 … base+G belong to this place
    const placed: ((KnockoutSource & { kind: 'group' }) | undefined)[] = Array.from({ length: tier.length });
    if (t === 1) {
      // Cross-over: winner of group j (seed j + 1) meets seed size − j; give that seed the partner group's runner-up.
      const left = new Set(tier.map((_, j) => j));
      tier.forEach((_, j) => {
        const partner = j % 2 === 0 ? j + 1 : j - 1;
        const seed = size - j;
        if (partner < tier.length && seed > base && seed <= base + tier.length && left.has(partner) && placed[seed - base - 1] === undefined) {
          placed[seed - base - 1] = tier[partner] as KnockoutSource & { kind: 'group' };
          left.delete(partner);
        }
      });
      const rest = [...left].map((j) => tier[j] as KnockoutSource & { kind: 'group' });
      placed.forEach((entry, i) => {
        if (!entry) placed[i] = rest.shift();
      });
    } else
      tier.forEach((entry, j) => {
        placed[j] = entry as KnockoutSource & { kind: 'group' };
      });
    seeds.push(...(placed as (KnockoutSource & { kind: 'group' })[]));
    if (t > 0) improve(seeds, base, tier.length, size, positionOfSeed);
  });
  return seeds;
}

function improve(seeds: (KnockoutSource & { kind: 'group' })[], base: number, count: number, size: number, positionOfSeed: Map<number, number>): void {
  const rounds = Math.log2(size);
  const weight = (round: number) => (seeds.length + 1) ** (rounds - round);
  const position = (index: number) => positionOfSeed.get(index + 1) as number;
  const members = new Map<string, number[]>();
  seeds.forEach((seed, k) => members.set(seed.group, [...(members.get(seed.group) ?? []), k]));
  // What the team of group `group` at bracket position `at` adds to the cost, against the rest of its group.
  const share = (group: string, at: number, skip: number) => {
    let total = 0;
    for (const k of members.get(group) ?? []) if (k !== skip) total += weight(meetingRound(at, position(k)));
    return total;
  };
  for (;;) {
    let bestSwap: [number, number] | undefined;
    let bestGain = 0;
    for (let i = base; i < base + count; i++) {
      for (let j = i + 1; j < base + count; j++) {
        const a = seeds[i] as KnockoutSource & { kind: 'group' };
        const b = seeds[j] as KnockoutSource & { kind: 'group' };
        if (a.group === b.group) continue;
        const before = share(a.group, position(i), i) + share(b.group, position(j), j);
        const after = share(a.group, position(j), i) + share(b.group, position(i), j);
        if (before - after > bestGain) [bestGain, bestSwap] = [before - after, [i, j]];
      }
    }
    if (!bestSwap) return;
    const [i, j] = bestSwap;
    const a = (seeds[i] as KnockoutSource & { kind: 'group' }).group;
    const b = (seeds[j] as KnockoutSource & { kind: 'group' }).group;
    members.set(
      a,
      (members.get(a) ?? []).map((k) => (k === i ? j : k)),
    );
    members.set(
      b,
      (members.get(b) ?? []).map((k) => (k === j ? i : k)),
    );
    swap(seeds, i, j);
  }
}

function swap<T>(list: T[], i: number, j: number): void {
  [list[i], list[j]] = [list[j] as T, list[i] as T];
}
