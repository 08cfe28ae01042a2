import type { Age } from '../constants/ages';
import { bergerPairings } from './berger';
import type { ScheduleDivision, ScheduleInput } from './schedule-input';

/** A fixture to place (a match not yet on the schedule). Its id is derived from the input, so a lock or a board move can name it. */
export interface Fixture {
  id: string;
  divisionId: string;
  age: Age;
  /** 'A', 'B', … in the order the groups were given or drawn. */
  group: string;
  round: number;
  leg: 1 | 2;
  homeTeamId: string;
  awayTeamId: string;
}

export function groupLabel(index: number): string {
  let label = '';
  for (let n = index; n >= 0; n = Math.floor(n / 26) - 1) label = String.fromCharCode(65 + (n % 26)) + label;
  return label;
}

/** mulberry32: a tiny seeded generator, so the same seed always gives the same draw. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/**
 * The groups of a division: as given, or drawn. A draw shuffles with a seed mixed from the input's
 * seed and the division id (so adding a division does not redraw the others), then deals the teams
 * into ceil(n / groupSize) groups in turn, so group sizes differ by at most one.
 */
export function divisionGroups(division: ScheduleDivision, seed: number): string[][] {
  const { groups, groupSize } = division.format;
  if (groups) return groups.map((group) => [...group]);
  const ids = division.teams.map((team) => team.id);
  if (!groupSize || ids.length <= groupSize) return ids.length > 0 ? [ids] : [];
  const random = seededRandom(seed ^ hash(division.id));
  for (let i = ids.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [ids[i], ids[j]] = [ids[j] as string, ids[i] as string];
  }
  const count = Math.ceil(ids.length / groupSize);
  const drawn: string[][] = Array.from({ length: count }, () => []);
  ids.forEach((id, i) => drawn[i % count]?.push(id));
  return drawn;
}

/** Every fixture of every division's group stage, in division, group and round order. */
export function buildMatches(input: ScheduleInput): Fixture[] {
  const matches: Fixture[] = [];
  for (const division of input.divisions) {
    const legs = division.format.legs;
    divisionGroups(division, input.seed).forEach((teamIds, groupIndex) => {
      const group = groupLabel(groupIndex);
      const roundsPerLeg = teamIds.length % 2 === 0 ? teamIds.length - 1 : teamIds.length;
      for (const pairing of bergerPairings(teamIds, legs)) {
        matches.push({
          id: `${division.id}/${group}/${pairing.round}/${pairing.home}-${pairing.away}`,
          divisionId: division.id,
          age: division.age,
          group,
          round: pairing.round,
          leg: pairing.round > roundsPerLeg ? 2 : 1,
          homeTeamId: pairing.home,
          awayTeamId: pairing.away,
        });
      }
    });
  }
  return matches;
}
