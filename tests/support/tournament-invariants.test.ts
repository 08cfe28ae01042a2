import {
  csvMismatches,
  doubleBookings,
  duplicateFixtures,
  knockoutSlotMismatches,
  printedMismatches,
  tableFromMatches,
  tableMismatches,
  unnamedGoals,
  type InvariantMatch,
} from './tournament-invariants';
import { parseCsv } from '../../services/imports/src/testing/parse-csv';

const match = (over: Partial<InvariantMatch> & Pick<InvariantMatch, 'homeTeam' | 'awayTeam'>): InvariantMatch => ({
  matchId: `${over.homeTeam}-${over.awayTeam}`,
  division: 'U12 Boys',
  date: '2026-06-06',
  time: '09:00',
  field: 'Pitch 1',
  status: '',
  homeScore: 0,
  awayScore: 0,
  ...over,
});

describe('doubleBookings', () => {
  it('finds a pitch or a team in two overlapping matches, not back-to-back ones', () => {
    const matches = [
      match({ homeTeam: 'A', awayTeam: 'B', time: '09:00', field: 'Pitch 1' }),
      match({ homeTeam: 'C', awayTeam: 'D', time: '09:30', field: 'Pitch 1' }),
      match({ homeTeam: 'A', awayTeam: 'E', time: '09:20', field: 'Pitch 2' }),
      match({ homeTeam: 'F', awayTeam: 'G', time: '10:00', field: 'Pitch 2' }),
    ];
    expect(doubleBookings(matches, 40)).toEqual(['pitch Pitch 1 twice: 2026-06-06 09:00 A v B / 09:30 C v D', 'team A twice: 2026-06-06 09:00 A v B / 09:20 A v E']);
    expect(doubleBookings(matches, 20)).toEqual([]);
  });

  it('ignores unscheduled matches, other days and knockout sides not decided yet', () => {
    const knockout = { code: 'F', homeLabel: 'Winner SF1', awayLabel: 'Winner SF2', homeSource: 'winner:SF1', awaySource: 'winner:SF2' };
    expect(
      doubleBookings(
        [
          match({ homeTeam: 'A', awayTeam: 'B', time: '' }),
          match({ homeTeam: 'A', awayTeam: 'C', field: 'Pitch 2' }),
          match({ homeTeam: 'A', awayTeam: 'D', date: '2026-06-07' }),
          match({ homeTeam: 'Winner SF1', awayTeam: 'Winner SF2', field: 'Pitch 3', knockout }),
          match({ homeTeam: 'Winner SF1', awayTeam: 'Winner SF2', field: 'Pitch 4', knockout: { ...knockout, code: '3P' } }),
        ],
        40,
      ),
    ).toEqual([]);
  });
});

describe('duplicateFixtures', () => {
  it('finds the same pairing twice in a division, whichever side is home, but not in another division or a knockout', () => {
    expect(
      duplicateFixtures([
        match({ homeTeam: 'A', awayTeam: 'B' }),
        match({ homeTeam: 'B', awayTeam: 'A' }),
        match({ homeTeam: 'A', awayTeam: 'B', division: 'U14 Girls' }),
        match({ homeTeam: 'A', awayTeam: 'C', knockout: { code: 'F', homeLabel: 'x', awayLabel: 'y', homeSource: null, awaySource: null } }),
        match({ homeTeam: 'A', awayTeam: 'C' }),
      ]),
    ).toEqual(['U12 Boys: A v B (2 times)']);
    expect(duplicateFixtures([match({ homeTeam: 'A', awayTeam: 'B' }), match({ homeTeam: 'B', awayTeam: 'A' })], 2)).toEqual([]);
  });
});

describe('tables', () => {
  const played = [
    match({ homeTeam: 'A', awayTeam: 'B', status: 'completed', homeScore: 2, awayScore: 1 }),
    match({ homeTeam: 'B', awayTeam: 'C', status: 'completed', homeScore: 1, awayScore: 1 }),
    match({ homeTeam: 'C', awayTeam: 'A', status: 'in_progress', homeScore: 3, awayScore: 0 }),
  ];

  it('counts each completed match once with win 3, draw 1, loss 0, and lists teams yet to play', () => {
    expect(tableFromMatches(played)).toEqual([
      { team: 'A', MP: 1, W: 1, D: 0, L: 0, GF: 2, GA: 1, PTS: 3 },
      { team: 'B', MP: 2, W: 0, D: 1, L: 1, GF: 2, GA: 3, PTS: 1 },
      { team: 'C', MP: 1, W: 0, D: 1, L: 0, GF: 1, GA: 1, PTS: 1 },
    ]);
  });

  it('names every column a shown table gets wrong, a missing row and a stray one', () => {
    const shown = [
      { team: 'A', MP: 1, W: 1, D: 0, L: 0, GF: 2, GA: 1, PTS: 3 },
      { team: 'B', MP: 1, W: 0, D: 0, L: 1, GF: 1, GA: 2, PTS: 0 },
      { team: 'Z', MP: 0, W: 0, D: 0, L: 0, GF: 0, GA: 0, PTS: 0 },
    ];
    expect(tableMismatches(tableFromMatches(played), shown)).toEqual([
      'B: MP 1, expected 2',
      'B: D 0, expected 1',
      'B: GF 1, expected 2',
      'B: GA 2, expected 3',
      'B: PTS 0, expected 1',
      'C: not in the table',
      'Z: in the table but in no match',
    ]);
    expect(tableMismatches(tableFromMatches(played), tableFromMatches(played))).toEqual([]);
  });
});

describe('knockoutSlotMismatches', () => {
  const semi = (home: string, away: string) =>
    match({
      homeTeam: home,
      awayTeam: away,
      knockout: { code: 'SF1', homeLabel: 'Winner Group A', awayLabel: '2nd Group B', homeSource: 'group:A:1', awaySource: 'group:B:2' },
    });
  const tables = new Map([
    ['A', ['Alpha', 'Beta']],
    ['B', ['Gamma', 'Delta']],
  ]);

  it('accepts the teams at the stated places, and sides not filled yet', () => {
    expect(knockoutSlotMismatches([semi('Alpha', 'Delta')], tables)).toEqual([]);
    expect(knockoutSlotMismatches([semi('Winner Group A', '2nd Group B')], tables)).toEqual([]);
  });

  it('names a side filled with the wrong team (another group, another place)', () => {
    expect(knockoutSlotMismatches([semi('Beta', 'Gamma')], tables)).toEqual(['SF1 home: Beta, but place 1 of group A is Alpha', 'SF1 away: Gamma, but place 2 of group B is Delta']);
  });
});

describe('unnamedGoals', () => {
  it('names a goal without a scorer and a score its goals do not add up to', () => {
    expect(
      unnamedGoals([
        {
          ...match({ homeTeam: 'A', awayTeam: 'B', status: 'completed', homeScore: 2, awayScore: 0 }),
          goals: [
            { teamType: 'home', playerName: 'Ada' },
            { teamType: 'home', playerName: ' ' },
          ],
        },
        { ...match({ homeTeam: 'C', awayTeam: 'D', status: 'completed', homeScore: 1, awayScore: 1 }), goals: [{ teamType: 'home', playerName: 'Cy' }] },
        { ...match({ homeTeam: 'E', awayTeam: 'F', status: 'completed', homeScore: 0, awayScore: 1 }), goals: [{ teamType: 'away', playerName: 'Flo' }] },
        {
          ...match({ homeTeam: 'G', awayTeam: 'H', status: 'completed', homeScore: 1, awayScore: 1 }),
          goals: [
            { teamType: 'home', playerName: 'Unknown player' },
            { teamType: 'away', playerName: 'Unknown player #4' },
          ],
        },
      ]),
    ).toEqual(['A v B: a home goal has no scorer', 'C v D: 1–1 but goals 1–0', 'G v H: a home goal has no scorer', 'G v H: a away goal has no scorer']);
  });
});

describe('the CSV export against the API', () => {
  const header = 'Division,Age,Gender,Date,Time,Field,Home Team,Home Club,Away Team,Away Club,Status,Bracket,Home Score,Away Score';
  const csv = (...rows: string[]) => `\uFEFF${[header, ...rows].join('\r\n')}\r\n`;
  const api = [match({ homeTeam: 'A, the first', awayTeam: 'B', status: 'completed', homeScore: 2, awayScore: 1 }), match({ homeTeam: 'C', awayTeam: 'D', time: '10:00' })];

  it('parses quoted fields with commas and doubled quotes', () => {
    expect(parseCsv('a,"b, c","say ""hi"""\r\nd,,e\r\n')).toEqual([
      ['a', 'b, c', 'say "hi"'],
      ['d', '', 'e'],
    ]);
  });

  it('agrees when every match is there once with its score', () => {
    expect(csvMismatches(csv('U12 Boys,U12,boys,2026-06-06,09:00,Pitch 1,"A, the first",,B,,completed,,2,1', 'U12 Boys,U12,boys,2026-06-06,10:00,Pitch 1,C,,D,,,,,'), api)).toEqual([]);
  });

  it('names a wrong score, a missing match and an extra row', () => {
    expect(csvMismatches(csv('U12 Boys,U12,boys,2026-06-06,09:00,Pitch 1,"A, the first",,B,,completed,,1,1', 'U12 Boys,U12,boys,2026-06-06,11:00,Pitch 2,C,,D,,,,,'), api)).toEqual([
      'U12 Boys|2026-06-06|09:00|Pitch 1|A, the first|B: the CSV says 1-1, the API 2-1',
      'not in the CSV: U12 Boys|2026-06-06|10:00|Pitch 1|C|D',
      'in the CSV but not the API: U12 Boys|2026-06-06|11:00|Pitch 2|C|D',
    ]);
  });
});

describe('printedMismatches', () => {
  it('wants every team and each completed score in the printed text', () => {
    const api = [match({ homeTeam: 'Alpha', awayTeam: 'Beta', status: 'completed', homeScore: 3, awayScore: 2 }), match({ homeTeam: 'Gamma', awayTeam: 'Delta' })];
    expect(printedMismatches('09:00 Alpha Beta 3–2\n10:00 Gamma Delta', api)).toEqual([]);
    expect(printedMismatches('09:00 Alpha Beta 2–3', api)).toEqual(['the print lacks the score 3–2 of Alpha v Beta', 'the print lacks Gamma (Gamma v Delta)', 'the print lacks Delta (Gamma v Delta)']);
  });
});
