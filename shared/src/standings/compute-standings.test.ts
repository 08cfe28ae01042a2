import { computeStandings } from './compute-standings';
import type { StandingsMatch } from './team-totals';

const played = (homeTeam: string, homeScore: number, awayScore: number, awayTeam: string, extra: Partial<StandingsMatch> = {}): StandingsMatch => ({
  homeTeam,
  awayTeam,
  homeScore,
  awayScore,
  status: 'completed',
  ...extra,
});

const order = (rows: { team: string }[]) => rows.map((row) => row.team);

describe('computeStandings', () => {
  it('gives an empty table for no matches', () => expect(computeStandings([])).toEqual([]));

  it('counts a win 3, a draw 1 and a loss 0, with goals and positions from 1', () => {
    const table = computeStandings([played('AIK', 2, 1, 'Hammarby'), played('Hammarby', 0, 0, 'Djurgården'), played('Djurgården', 3, 1, 'AIK')]);
    expect(table).toEqual([
      { team: 'Djurgården', MP: 2, W: 1, D: 1, L: 0, GF: 3, GA: 1, GD: 2, PTS: 4, position: 1, decidedBy: 'points' },
      { team: 'AIK', MP: 2, W: 1, D: 0, L: 1, GF: 3, GA: 4, GD: -1, PTS: 3, position: 2, decidedBy: 'points' },
      { team: 'Hammarby', MP: 2, W: 0, D: 1, L: 1, GF: 1, GA: 2, GD: -1, PTS: 1, position: 3 },
    ]);
  });

  it('counts only completed matches', () => {
    const table = computeStandings([
      played('AIK', 5, 0, 'Hammarby', { status: 'in_progress' }),
      played('AIK', 5, 0, 'Hammarby', { status: 'live' }),
      played('AIK', 5, 0, 'Hammarby', { status: '' }),
      played('AIK', 1, 2, 'Hammarby'),
    ]);
    expect(table.map(({ team, MP, PTS }) => ({ team, MP, PTS }))).toEqual([
      { team: 'Hammarby', MP: 1, PTS: 3 },
      { team: 'AIK', MP: 1, PTS: 0 },
    ]);
  });

  it('lists the division’s teams that have not played yet with zeros, below those with points', () => {
    const table = computeStandings([played('AIK', 0, 1, 'Hammarby')], { teams: ['Sirius', 'AIK', 'Hammarby', 'Brommapojkarna'] });
    expect(order(table)).toEqual(['Hammarby', 'Brommapojkarna', 'Sirius', 'AIK']);
    expect(table[1]).toEqual({ team: 'Brommapojkarna', MP: 0, W: 0, D: 0, L: 0, GF: 0, GA: 0, GD: 0, PTS: 0, position: 2, decidedBy: 'name' });
  });

  it('orders by points, then goal difference, then goals scored, then name (spec §9)', () => {
    const table = computeStandings([
      played('Alpha', 3, 0, 'Zulu'), // Alpha 3 pts, GD +3, GF 3
      played('Bravo', 4, 1, 'Zulu'), // Bravo 3 pts, GD +3, GF 4
      played('Charlie', 1, 0, 'Zulu'), // Charlie 3 pts, GD +1
      played('Delta', 1, 0, 'Zulu'), // Delta 3 pts, GD +1, GF 1: same as Charlie
    ]);
    expect(table.map(({ team, decidedBy }) => [team, decidedBy])).toEqual([
      ['Bravo', 'goalsFor'],
      ['Alpha', 'goalDifference'],
      ['Charlie', 'name'],
      ['Delta', 'points'],
      ['Zulu', undefined],
    ]);
  });

  it('orders names without regard to case, and numbers in numeric order', () => {
    expect(order(computeStandings([], { teams: ['u10 Blue', 'U9 Red', 'Ajax', 'ajax b'] }))).toEqual(['Ajax', 'ajax b', 'U9 Red', 'u10 Blue']);
  });

  it('keys teams by their exact name', () => {
    expect(computeStandings([played('AIK', 1, 0, 'Hammarby'), played('aik', 1, 0, 'Hammarby')])).toHaveLength(3);
  });

  it('leaves out matches it cannot place', () => {
    const table = computeStandings([
      played('AIK', 1, 0, 'AIK'),
      played('', 1, 0, 'Hammarby'),
      played('AIK', -1, 0, 'Hammarby'),
      played('AIK', 1.5, 0, 'Hammarby'),
      { homeTeam: 'AIK', awayTeam: 'Hammarby', status: 'completed' },
    ]);
    expect(table.map(({ team, MP, D }) => ({ team, MP, D }))).toEqual([
      { team: 'AIK', MP: 1, D: 1 },
      { team: 'Hammarby', MP: 1, D: 1 },
    ]);
  });
});

describe('tie-breaker chains beyond the spec', () => {
  // A, B and C all beat D and all have 6 points. Among themselves every one won once and A scored
  // the most; B and C are then still level, and B beat C.
  const group = [played('A', 3, 2, 'B'), played('C', 3, 2, 'A'), played('B', 1, 0, 'C'), played('A', 1, 0, 'D'), played('B', 1, 0, 'D'), played('C', 2, 0, 'D')];

  it('by default separates the three by overall goal difference and goals', () => {
    expect(order(computeStandings(group))).toEqual(['C', 'A', 'B', 'D']);
  });

  it('head-to-head: mini-league among the tied teams, re-applied to the two still level (UEFA)', () => {
    const table = computeStandings(group, { tieBreakers: ['points', 'headToHead', 'goalDifference', 'goalsFor', 'name'] });
    expect(table.map(({ team, decidedBy }) => [team, decidedBy])).toEqual([
      ['A', 'headToHead'],
      ['B', 'headToHead'],
      ['C', 'points'],
      ['D', undefined],
    ]);
  });

  it('head-to-head falls through to the next criterion when the tied teams never met', () => {
    const table = computeStandings([played('A', 2, 0, 'X'), played('B', 1, 0, 'Y')], { tieBreakers: ['points', 'headToHead', 'goalDifference'] });
    expect(table[0]).toMatchObject({ team: 'A', decidedBy: 'goalDifference' });
  });

  it('caps each match’s goal difference, so one rout does not decide', () => {
    const matches = [played('A', 10, 0, 'X'), played('Y', 2, 0, 'A'), played('B', 3, 0, 'X'), played('Y', 1, 0, 'B')];
    expect(order(computeStandings(matches))).toEqual(['Y', 'A', 'B', 'X']);
    const capped = computeStandings(matches, { tieBreakers: ['points', 'cappedGoalDifference', 'name'], gdCap: 3 });
    expect(capped.map(({ team, decidedBy }) => [team, decidedBy])).toEqual([
      ['Y', 'points'],
      ['B', 'cappedGoalDifference'],
      ['A', 'points'],
      ['X', undefined],
    ]);
    expect(capped.find((row) => row.team === 'A')?.GD).toBe(8);
  });

  it('can rank fewest goals against and most wins', () => {
    const matches = [played('A', 3, 3, 'B'), played('A', 1, 1, 'C'), played('A', 2, 2, 'D'), played('B', 5, 0, 'C'), played('D', 0, 3, 'B')];
    // A: 3 draws (3 pts, GA 6); B: 1 draw + 2 wins (7 pts); C and D: 1 draw and 1 loss each.
    expect(order(computeStandings(matches, { tieBreakers: ['points', 'goalsAgainst'] }))).toEqual(['B', 'A', 'D', 'C']);
    // Wolves won one and lost one, Bees drew three: both 3 points, GD 0, 1 goal scored.
    const wins = [played('Wolves', 1, 0, 'X'), played('Y', 1, 0, 'Wolves'), played('Bees', 0, 0, 'X'), played('Bees', 0, 0, 'Y'), played('Z', 1, 1, 'Bees')];
    expect(order(computeStandings(wins)).slice(1, 3)).toEqual(['Bees', 'Wolves']);
    expect(computeStandings(wins, { tieBreakers: ['points', 'wins'] }).slice(1, 3)).toMatchObject([
      { team: 'Wolves', PTS: 3, W: 1, decidedBy: 'wins' },
      { team: 'Bees', PTS: 3, W: 0 },
    ]);
  });

  it('ranks the cleaner team higher on fair play', () => {
    const matches = [
      played('A', 1, 1, 'B', {
        cards: [
          { teamType: 'home', cardType: 'yellow', playerId: 'a7' },
          { teamType: 'home', cardType: 'second_yellow', playerId: 'a7' },
          { teamType: 'away', cardType: 'red', playerId: 'b4' },
        ],
      }),
    ];
    expect(order(computeStandings(matches))).toEqual(['A', 'B']);
    const table = computeStandings(matches, { tieBreakers: ['points', 'fairPlay'], teams: [] });
    expect(table[0]).toMatchObject({ team: 'A', decidedBy: 'fairPlay' });
    const reversed = computeStandings(
      matches.map((m) => ({ ...m, cards: m.cards?.map((c) => ({ ...c, teamType: c.teamType === 'home' ? ('away' as const) : ('home' as const) })) })),
      {
        tieBreakers: ['points', 'fairPlay'],
      },
    );
    expect(order(reversed)).toEqual(['B', 'A']);
  });

  it('always ends on the name, even when the chain leaves it out', () => {
    const table = computeStandings([], { teams: ['Zeta', 'Alpha'], tieBreakers: ['points'] });
    expect(table.map(({ team, decidedBy }) => [team, decidedBy])).toEqual([
      ['Alpha', 'name'],
      ['Zeta', undefined],
    ]);
  });
});
