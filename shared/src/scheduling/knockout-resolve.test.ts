import { knockoutFixtures, type KnockoutBracket } from './knockout-bracket';
import { rankAcrossGroups, resolveKnockout, type KnockoutGroupTable, type KnockoutTableRow } from './knockout-resolve';
import { scheduleInputSchema, type ScheduleDivision } from './schedule-input';

function bracketOf(groups: string[][], knockout: Record<string, unknown> = {}): KnockoutBracket {
  const input = scheduleInputSchema.parse({
    pitches: [],
    days: [],
    divisions: [{ id: 'd', name: 'D', age: 'u10', teams: groups.flat().map((id) => ({ id, name: id })), format: { type: 'groups-knockout', groups, knockout } }],
  });
  return knockoutFixtures(input.divisions[0] as ScheduleDivision) as KnockoutBracket;
}

/** A finished table in the given order; the numbers only matter for ranking thirds. */
const row = (team: string, PTS = 0, GF = 0, GA = 0, W = 0, MP = 3): KnockoutTableRow => ({ team, MP, W, GF, GA, PTS });
const table = (complete: boolean, ...rows: KnockoutTableRow[]): KnockoutGroupTable => ({ complete, rows });
const teams = (resolution: ReturnType<typeof resolveKnockout>) => Object.fromEntries(Object.entries(resolution.slots).map(([code, s]) => [code, `${s.home ?? '?'} v ${s.away ?? '?'}`]));

describe('resolveKnockout', () => {
  const groups = [
    ['a1', 'a2', 'a3'],
    ['b1', 'b2', 'b3'],
  ];
  const bracket = bracketOf(groups, { thirdPlaceMatch: true });

  it('fills a group’s places only once that group is complete', () => {
    const resolution = resolveKnockout(bracket, { A: table(true, row('a1'), row('a2'), row('a3')), B: table(false, row('b1'), row('b2'), row('b3')) }, {});
    expect(teams(resolution)).toEqual({ SF1: 'a1 v ?', SF2: '? v a2', F: '? v ?', '3P': '? v ?' });
    expect(resolution.champion).toBeNull();
  });

  it('moves winners on, losers to the third-place match, and names the champion — penalties decide a level match', () => {
    const done = { A: table(true, row('a1'), row('a2'), row('a3')), B: table(true, row('b1'), row('b2'), row('b3')) };
    const semis = resolveKnockout(bracket, done, { SF1: { homeScore: 2, awayScore: 1 }, SF2: { homeScore: 1, awayScore: 1, homePenalties: 3, awayPenalties: 4 } });
    expect(teams(semis)).toEqual({ SF1: 'a1 v b2', SF2: 'b1 v a2', F: 'a1 v a2', '3P': 'b2 v b1' });
    const final = resolveKnockout(bracket, done, { SF1: { homeScore: 2, awayScore: 1 }, SF2: { homeScore: 0, awayScore: 3 }, F: { homeScore: 0, awayScore: 1 } });
    expect(final.champion).toBe('a2');
    expect(final.slots.F).toEqual({ home: 'a1', away: 'a2', winner: 'a2', loser: 'a1' });
  });

  it('leaves the next round open while a knockout match is level without a shoot-out', () => {
    const done = { A: table(true, row('a1'), row('a2'), row('a3')), B: table(true, row('b1'), row('b2'), row('b3')) };
    expect(resolveKnockout(bracket, done, { SF1: { homeScore: 1, awayScore: 1 } }).slots.F?.home).toBeNull();
  });

  it('follows who really played a match when the result says so', () => {
    const done = { A: table(true, row('a1'), row('a2'), row('a3')), B: table(true, row('b1'), row('b2'), row('b3')) };
    const resolution = resolveKnockout(bracket, done, { SF1: { homeScore: 0, awayScore: 2, homeTeam: 'a1', awayTeam: 'b3' } });
    expect(resolution.slots.F?.home).toBe('b3');
  });
});

describe('best thirds', () => {
  it('ranks them across groups by points, goal difference, goals scored, wins, then name', () => {
    const groups = {
      A: table(true, row('a1'), row('a2'), row('a3', 4, 3, 3)),
      B: table(true, row('b1'), row('b2'), row('b3', 4, 5, 2)),
      C: table(true, row('c1'), row('c2'), row('c3', 4, 6, 3)),
      D: table(true, row('d1'), row('d2'), row('d3', 6, 1, 1)),
      E: table(true, row('e1'), row('e2'), row('e3', 4, 3, 3, 1)),
    };
    expect(rankAcrossGroups(groups, 3)).toEqual(['d3', 'c3', 'b3', 'e3', 'a3']);
  });

  it('compares per match played when the groups differ in size', () => {
    const groups = { A: table(true, row('a1'), row('a2'), row('a3', 4, 4, 4, 1, 4)), B: table(true, row('b1'), row('b2'), row('b3', 3, 3, 3, 1, 2)) };
    expect(rankAcrossGroups(groups, 3)).toEqual(['b3', 'a3']); // 1.5 points a match beats 1
  });

  it('waits for every group, then fills the best-third slots by rank, swapping to avoid a group rematch in round one', () => {
    const bracket = bracketOf(
      [
        ['a1', 'a2', 'a3'],
        ['b1', 'b2', 'b3'],
        ['c1', 'c2', 'c3'],
      ],
      { bestThirds: 2 },
    );
    // QF1: Winner Group A v Best 3rd #2, QF3: Winner Group B v Best 3rd #1.
    const open = { A: table(true, row('a1'), row('a2'), row('a3', 3)), B: table(true, row('b1'), row('b2'), row('b3', 2)), C: table(false, row('c1'), row('c2'), row('c3', 1)) };
    expect(resolveKnockout(bracket, open, {}).bestRanking).toBeNull();
    const ranked = resolveKnockout(bracket, { ...open, C: table(true, row('c1'), row('c2'), row('c3', 1)) }, {});
    expect(ranked.bestRanking).toEqual(['a3', 'b3', 'c3']);
    expect(ranked.bestAssignment).toEqual({ 1: 'a3', 2: 'b3' }); // rank order, no rematch
    expect(ranked.slots.QF3?.away).toBe('a3');
    // Best third from group B would meet B's winner: the two swap.
    const swapped = resolveKnockout(
      bracket,
      { A: table(true, row('a1'), row('a2'), row('a3', 1)), B: table(true, row('b1'), row('b2'), row('b3', 3)), C: table(true, row('c1'), row('c2'), row('c3', 2)) },
      {},
    );
    expect(swapped.bestRanking).toEqual(['b3', 'c3', 'a3']);
    expect(swapped.bestAssignment).toEqual({ 1: 'c3', 2: 'b3' });
    expect([swapped.slots.QF1?.away, swapped.slots.QF3?.away]).toEqual(['b3', 'c3']);
  });
});
