import type { Age } from '../constants/ages';
import { bergerPairings } from './berger';
import { groupLabel } from './group-label';
import { knockoutFixtures } from './knockout-bracket';
import { formatKnockoutSource, type KnockoutRoundName } from './knockout-source';
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
  /** '' for a knockout side whose team is not known yet (see `homeLabel`). */
  homeTeamId: string;
  awayTeamId: string;
  /** Absent on fixtures built before knockouts existed: read it as 'group'. */
  stage?: 'group' | 'knockout';
  /** Knockout only: the placeholder of each side ('Winner Group A', 'Best 3rd #1', 'Winner QF1', 'Loser SF1'). */
  homeLabel?: string;
  awayLabel?: string;
  /** Knockout only: 'Round of 16', 'Quarter-final', 'Semi-final', 'Final', 'Third place'. */
  roundName?: KnockoutRoundName;
  /** Knockout only: the bracket slot and where each side's team comes from (stored on the match row). */
  knockout?: KnockoutFixtureInfo;
}

/** What a knockout match row stores so its teams can be filled in later (see `knockoutRowFields`). */
export interface KnockoutFixtureInfo {
  /** 'QF1', 'SF2', 'F', '3P', …: unique within the division. */
  code: string;
  /** 'group:A:1', 'best:3:1', 'winner:QF1', 'loser:SF1' (`formatKnockoutSource`). */
  homeSource: string;
  awaySource: string;
  /** Order top to bottom within its round, from 1, for drawing the bracket. */
  order: number;
}

export { groupLabel };

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

/** Every fixture of every division: its group stage in group and round order, then its knockout by round. */
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
          stage: 'group',
        });
      }
    });
    for (const slot of knockoutFixtures(division)?.slots ?? []) {
      matches.push({
        id: slot.id,
        divisionId: division.id,
        age: division.age,
        group: '',
        round: slot.round,
        leg: 1,
        homeTeamId: '',
        awayTeamId: '',
        stage: 'knockout',
        homeLabel: slot.homeLabel,
        awayLabel: slot.awayLabel,
        roundName: slot.roundName,
        knockout: { code: slot.code, homeSource: formatKnockoutSource(slot.home), awaySource: formatKnockoutSource(slot.away), order: slot.order },
      });
    }
  }
  return matches;
}
