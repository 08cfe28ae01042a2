import fc from 'fast-check';
import { computeStandings, type StandingsOptions, type StandingsRow } from './compute-standings';
import type { StandingsMatch } from './team-totals';
import { TIE_BREAKERS } from './tie-breakers';

const TEAMS = ['AIK', 'Bromma', 'Djurgården', 'Hammarby', 'IFK', 'Sirius'];

const matchArb: fc.Arbitrary<StandingsMatch> = fc
  .record({
    home: fc.constantFrom(...TEAMS),
    away: fc.constantFrom(...TEAMS),
    homeScore: fc.nat(6),
    awayScore: fc.nat(6),
    status: fc.constantFrom('completed', 'completed', 'completed', 'in_progress', ''),
    cards: fc.array(
      fc.record({
        teamType: fc.constantFrom('home' as const, 'away' as const),
        cardType: fc.constantFrom('yellow', 'second_yellow', 'red'),
        playerId: fc.constantFrom('p1', 'p2', 'p3'),
      }),
      { maxLength: 3 },
    ),
  })
  .filter(({ home, away }) => home !== away)
  .map(({ home, away, ...rest }) => ({ homeTeam: home, awayTeam: away, ...rest }));

const optionsArb: fc.Arbitrary<StandingsOptions> = fc.record(
  {
    teams: fc.subarray(TEAMS),
    tieBreakers: fc.shuffledSubarray([...TIE_BREAKERS], { minLength: 1 }),
    gdCap: fc.integer({ min: 1, max: 6 }),
  },
  { requiredKeys: [] },
);

const sum = (rows: readonly StandingsRow[], key: 'MP' | 'W' | 'D' | 'L' | 'GF' | 'GA') => rows.reduce((total, row) => total + row[key], 0);

describe('standings properties', () => {
  it('any order of the same matches gives the same table', () => {
    fc.assert(
      fc.property(fc.array(matchArb, { maxLength: 20 }), optionsArb, fc.infiniteStream(fc.double({ noNaN: true })), (matches, options, keys) => {
        const shuffled = matches
          .map((match) => ({ match, key: keys.next().value as number }))
          .sort((a, b) => a.key - b.key)
          .map(({ match }) => match);
        const teams = options.teams ? [...options.teams].reverse() : undefined;
        expect(computeStandings(shuffled, { ...options, teams })).toEqual(computeStandings(matches, options));
      }),
    );
  });

  it('wins equal losses, goals for equal goals against, and draws come in pairs', () => {
    fc.assert(
      fc.property(fc.array(matchArb, { maxLength: 20 }), optionsArb, (matches, options) => {
        const rows = computeStandings(matches, options);
        expect(sum(rows, 'W')).toBe(sum(rows, 'L'));
        expect(sum(rows, 'GF')).toBe(sum(rows, 'GA'));
        expect(sum(rows, 'D') % 2).toBe(0);
        expect(sum(rows, 'MP')).toBe(2 * matches.filter((match) => match.status === 'completed').length);
      }),
    );
  });

  it('every row adds up: PTS = 3W + D, MP = W + D + L, GD = GF − GA', () => {
    fc.assert(
      fc.property(fc.array(matchArb, { maxLength: 20 }), optionsArb, (matches, options) => {
        for (const row of computeStandings(matches, options)) {
          expect(row.PTS).toBe(3 * row.W + row.D);
          expect(row.MP).toBe(row.W + row.D + row.L);
          expect(row.GD).toBe(row.GF - row.GA);
        }
      }),
    );
  });

  it('positions run 1..n, each team once, and every row but the last says what decided it', () => {
    fc.assert(
      fc.property(fc.array(matchArb, { maxLength: 20 }), optionsArb, (matches, options) => {
        const rows = computeStandings(matches, options);
        expect(rows.map((row) => row.position)).toEqual(rows.map((_, index) => index + 1));
        expect(new Set(rows.map((row) => row.team)).size).toBe(rows.length);
        rows.forEach((row, index) => expect(row.decidedBy !== undefined).toBe(index < rows.length - 1));
      }),
    );
  });

  it('with the default chain, points never increase down the table', () => {
    fc.assert(
      fc.property(fc.array(matchArb, { maxLength: 20 }), (matches) => {
        const rows = computeStandings(matches);
        rows.slice(1).forEach((row, index) => expect(row.PTS).toBeLessThanOrEqual(rows[index]!.PTS));
      }),
    );
  });
});
