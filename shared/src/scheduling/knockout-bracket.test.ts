import fc from 'fast-check';
import { buildMatches, type Fixture } from './build-matches';
import { groupLabel } from './group-label';
import { knockoutFixtures, meetingRound, seedPositions, type KnockoutBracket } from './knockout-bracket';
import { knockoutRowFields } from './knockout-rows';
import {
  formatKnockoutSource,
  knockoutCodeOfFixtureId,
  knockoutOrderOfCode,
  knockoutRoundNameOfCode,
  knockoutSourceLabel,
  parseKnockoutLabel,
  parseKnockoutSource,
  type KnockoutSource,
} from './knockout-source';
import { scheduleInputSchema, type ScheduleDivision } from './schedule-input';

/** A division of `groups` given groups of `size` teams each (the first `bigger` groups one more). */
function division(groups: number, size: number, knockout: Record<string, unknown> = {}, bigger = 0): ScheduleDivision {
  const lists = Array.from({ length: groups }, (_, g) => Array.from({ length: size + (g < bigger ? 1 : 0) }, (_, t) => `${groupLabel(g)}${t + 1}`));
  const input = scheduleInputSchema.parse({
    pitches: [],
    days: [],
    divisions: [{ id: 'd', name: 'D', age: 'u10', teams: lists.flat().map((id) => ({ id, name: id })), format: { type: 'groups-knockout', groups: lists, knockout } }],
  });
  return input.divisions[0] as ScheduleDivision;
}

const label = (s: KnockoutSource) => knockoutSourceLabel(s);
const pairs = (bracket: KnockoutBracket, round = 1) => bracket.slots.filter((s) => s.round === round && s.roundName !== 'Third place').map((s) => `${s.code}: ${s.homeLabel} v ${s.awayLabel}`);

describe('knockoutFixtures', () => {
  it('crosses over group winners and runners-up: A1 v B2, B1 v A2, and keeps a group apart until the final', () => {
    expect(pairs(knockoutFixtures(division(2, 4)) as KnockoutBracket)).toEqual(['SF1: Winner Group A v 2nd Group B', 'SF2: Winner Group B v 2nd Group A']);
    const eight = knockoutFixtures(division(4, 4)) as KnockoutBracket;
    expect(pairs(eight)).toEqual(['QF1: Winner Group A v 2nd Group B', 'QF2: Winner Group D v 2nd Group C', 'QF3: Winner Group B v 2nd Group A', 'QF4: Winner Group C v 2nd Group D']);
    expect(pairs(eight, 2)).toEqual(['SF1: Winner QF1 v Winner QF2', 'SF2: Winner QF3 v Winner QF4']);
    expect(pairs(eight, 3)).toEqual(['F: Winner SF1 v Winner SF2']);
    expect(eight.slots.map((s) => s.roundName)).toEqual(['Quarter-final', 'Quarter-final', 'Quarter-final', 'Quarter-final', 'Semi-final', 'Semi-final', 'Final']);
  });

  it('is one final for a single group, and nothing for a round robin or fewer than two qualifiers', () => {
    expect(pairs(knockoutFixtures(division(1, 4)) as KnockoutBracket)).toEqual(['F: Winner Group A v 2nd Group A']);
    expect(knockoutFixtures(division(1, 4, { qualifiersPerGroup: 1 }))).toBeUndefined();
    const roundRobin = { ...division(2, 4), format: { type: 'round-robin' as const, legs: 1 as const } };
    expect(knockoutFixtures(roundRobin)).toBeUndefined();
  });

  it('gives the byes to the top seeds: three groups, top two, is a bracket of eight with A1 and B1 straight into the semi-finals', () => {
    const bracket = knockoutFixtures(division(3, 4)) as KnockoutBracket;
    expect([bracket.size, bracket.qualifiers, bracket.byes.map(label)]).toEqual([8, 6, ['Winner Group A', 'Winner Group B']]);
    expect(pairs(bracket)).toEqual(['QF1: 2nd Group C v 2nd Group B', 'QF2: Winner Group C v 2nd Group A']);
    expect(pairs(bracket, 2)).toEqual(['SF1: Winner Group A v Winner QF1', 'SF2: Winner Group B v Winner QF2']);
  });

  it('adds the best thirds below the runners-up, by rank, and a third-place match between the semi-final losers', () => {
    const bracket = knockoutFixtures(division(3, 4, { bestThirds: 2, thirdPlaceMatch: true })) as KnockoutBracket;
    expect(bracket.seeds.map(label).slice(-2)).toEqual(['Best 3rd #1', 'Best 3rd #2']);
    expect(pairs(bracket)).toContain('QF1: Winner Group A v Best 3rd #2');
    expect(bracket.slots.at(-1)).toMatchObject({ code: '3P', roundName: 'Third place', round: 3, homeLabel: 'Loser SF1', awayLabel: 'Loser SF2' });
  });

  it('names the early rounds by the teams left: Round of 16, Round of 32', () => {
    const bracket = knockoutFixtures(division(16, 4)) as KnockoutBracket;
    expect([...new Set(bracket.slots.map((s) => s.roundName))]).toEqual(['Round of 32', 'Round of 16', 'Quarter-final', 'Semi-final', 'Final']);
    expect(bracket.slots[0]?.code).toBe('R32-1');
    expect(bracket.slots.find((s) => s.code === 'R16-1')).toMatchObject({ homeLabel: 'Winner R32-1', awayLabel: 'Winner R32-2' });
  });

  it('becomes fixtures with stable ids, no teams, labels and round names', () => {
    const input = scheduleInputSchema.parse({ pitches: [], days: [], divisions: [division(2, 3, { thirdPlaceMatch: true })] });
    const knockout = buildMatches(input).filter((m) => m.stage === 'knockout');
    expect(knockout.map((m) => [m.id, m.homeTeamId, m.awayTeamId, m.homeLabel, m.awayLabel, m.roundName, m.round])).toEqual([
      ['d/KO/SF1', '', '', 'Winner Group A', '2nd Group B', 'Semi-final', 1],
      ['d/KO/SF2', '', '', 'Winner Group B', '2nd Group A', 'Semi-final', 1],
      ['d/KO/F', '', '', 'Winner SF1', 'Winner SF2', 'Final', 2],
      ['d/KO/3P', '', '', 'Loser SF1', 'Loser SF2', 'Third place', 2],
    ]);
    expect(knockout[0]?.knockout).toEqual({ code: 'SF1', homeSource: 'group:A:1', awaySource: 'group:B:2', order: 1 });
    expect(buildMatches(input).filter((m) => m.stage === 'group')).toHaveLength(6);
  });

  it('refuses a knockout the groups cannot feed', () => {
    const parse = (knockout: Record<string, unknown>) =>
      scheduleInputSchema.safeParse({
        pitches: [],
        days: [],
        divisions: [{ id: 'd', name: 'D', age: 'u10', teams: ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id, name: id })), format: { type: 'groups-knockout', groupSize: 3, knockout } }],
      });
    expect(parse({}).success).toBe(true);
    expect(parse({ qualifiersPerGroup: 3 }).error?.issues[0]?.message).toBe("Division 'd' has a group of 2: 3 cannot qualify from it");
    expect(parse({ bestThirds: 2 }).error?.issues[0]?.message).toBe("Division 'd' has 1 group(s) with a team in place 3: 2 best of them cannot qualify");
  });

  it('reads a slot back from a row that only has its fixture id and placeholders', () => {
    expect(['Winner Group A', '2nd Group B', 'Best 3rd #2', 'Winner QF1', 'Loser SF2', 'Hammarby'].map(parseKnockoutLabel)).toEqual([
      { kind: 'group', group: 'A', place: 1 },
      { kind: 'group', group: 'B', place: 2 },
      { kind: 'best', place: 3, rank: 2 },
      { kind: 'winner', match: 'QF1' },
      { kind: 'loser', match: 'SF2' },
      undefined,
    ]);
    expect(['u12/KO/QF3', 'u12/A/1/a-b', null].map(knockoutCodeOfFixtureId)).toEqual(['QF3', undefined, undefined]);
    expect(['F', '3P', 'SF2', 'QF4', 'R16-7', 'X'].map((code) => [knockoutRoundNameOfCode(code), knockoutOrderOfCode(code)])).toEqual([
      ['Final', 1],
      ['Third place', 1],
      ['Semi-final', 2],
      ['Quarter-final', 4],
      ['Round of 16', 7],
      [undefined, 1],
    ]);
    const input = scheduleInputSchema.parse({ pitches: [], days: [], divisions: [division(2, 3)] });
    const [group, ...knockout] = buildMatches(input).filter((m, i) => i === 0 || m.stage === 'knockout');
    expect(knockoutRowFields(group as Fixture)).toEqual({ stage: 'group' });
    expect(knockoutRowFields(knockout[0] as Fixture)).toEqual({
      stage: 'knockout',
      knockoutCode: 'SF1',
      roundName: 'Semi-final',
      knockoutOrder: 1,
      homeSource: 'group:A:1',
      awaySource: 'group:B:2',
      homeLabel: 'Winner Group A',
      awayLabel: '2nd Group B',
    });
  });

  it('stores sources as short strings and reads them back', () => {
    const sources: KnockoutSource[] = [
      { kind: 'group', group: 'AB', place: 2 },
      { kind: 'best', place: 3, rank: 4 },
      { kind: 'winner', match: 'QF1' },
      { kind: 'loser', match: 'SF2' },
    ];
    for (const source of sources) expect(parseKnockoutSource(formatKnockoutSource(source))).toEqual(source);
    expect(sources.map(label)).toEqual(['2nd Group AB', 'Best 3rd #4', 'Winner QF1', 'Loser SF2']);
    for (const bad of ['', 'group:a:1', 'group:A:0', 'best:3', 'winner:', 'winner:QF1:2', 'other:x']) expect(parseKnockoutSource(bad)).toBeUndefined();
  });
});

describe('knockoutFixtures (properties): every bracket from 2 to 64 qualifiers', () => {
  const shapes = fc
    .record({
      groups: fc.integer({ min: 1, max: 32 }),
      qualifiersPerGroup: fc.integer({ min: 1, max: 4 }),
      bestThirds: fc.integer({ min: 0, max: 12 }),
      thirdPlaceMatch: fc.boolean(),
      bigger: fc.integer({ min: 0, max: 31 }),
    })
    .map((s) => ({ ...s, bestThirds: Math.min(s.bestThirds, s.groups), bigger: Math.min(s.bigger, s.groups) }))
    .filter((s) => s.groups * s.qualifiersPerGroup + s.bestThirds >= 2 && s.groups * s.qualifiersPerGroup + s.bestThirds <= 64);

  it('has the right size and byes, uses every qualifier once, and every match feeds the next round once', () => {
    fc.assert(
      fc.property(shapes, (shape) => {
        const bracket = knockoutFixtures(division(shape.groups, shape.qualifiersPerGroup + 1, shape)) as KnockoutBracket;
        const n = shape.groups * shape.qualifiersPerGroup + shape.bestThirds;
        const size = 2 ** Math.ceil(Math.log2(n));
        expect([bracket.qualifiers, bracket.size, bracket.rounds]).toEqual([n, size, Math.log2(size)]);
        // The byes are the top seeds, one per missing team.
        expect(bracket.byes).toEqual(bracket.seeds.slice(0, size - n));
        const main = bracket.slots.filter((s) => s.roundName !== 'Third place');
        expect(main).toHaveLength(n - 1);
        // Every qualifier enters exactly once: in the first round, or (a bye) later against a winner.
        const entries = main
          .flatMap((s) => [s.home, s.away])
          .filter((src) => src.kind === 'group' || src.kind === 'best')
          .map(formatKnockoutSource);
        expect(entries.sort()).toEqual(bracket.seeds.map(formatKnockoutSource).sort());
        for (const bye of bracket.byes) expect(main.find((s) => [s.home, s.away].some((src) => formatKnockoutSource(src) === formatKnockoutSource(bye)))?.round).toBe(2);
        expect(main.filter((s) => s.round === 1)).toHaveLength(n - size / 2);
        // Each winner goes on to exactly one later match; only the final's winner is the champion.
        for (const slot of main) {
          const next = main.filter((s) => [s.home, s.away].some((src) => src.kind === 'winner' && src.match === slot.code));
          expect(next.map((s) => s.round > slot.round)).toEqual(slot.code === 'F' ? [] : [true]);
        }
        expect(main.at(-1)).toMatchObject({ code: 'F', roundName: 'Final', round: bracket.rounds });
        const semis = main.filter((s) => s.roundName === 'Semi-final').length;
        expect(bracket.slots.length - main.length).toBe(shape.thirdPlaceMatch && semis === 2 ? 1 : 0);
        // Group winners are seeds 1…G, so two of them meet no earlier than the standard draw allows.
        const position = new Map(seedPositions(size).map((seed, i) => [seed, i]));
        for (let a = 1; a <= shape.groups; a++) {
          for (let b = a + 1; b <= shape.groups; b++) {
            expect(meetingRound(position.get(a) as number, position.get(b) as number)).toBeGreaterThanOrEqual(bracket.rounds - Math.ceil(Math.log2(shape.groups)) + 1);
          }
        }
        // With two or more groups and at most two going through, no first-round match is a group rematch.
        if (shape.groups >= 2 && shape.qualifiersPerGroup <= 2) {
          for (const slot of main.filter((s) => s.round === 1)) {
            expect(slot.home.kind === 'group' && slot.away.kind === 'group' && slot.home.group === slot.away.group).toBe(false);
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});
