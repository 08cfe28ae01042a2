import type { MatchSummary, PublicMatch, PublicTournament } from '@pitchside/shared';
import { tournamentDayProblems, type TournamentDayState } from './tournament-day';

/** One division, one group of three, two matches: one imported (no bracket) and completed 2–1, one to play. */
function state(over: { tableA?: number[]; publicScore?: [number, number] } = {}): TournamentDayState {
  const base = { tournamentId: 't', division: 'Boys U12', date: '2026-06-06', status: '' as const };
  const matches = [
    { ...base, matchId: 'm1', time: '09:00', field: 'Pitch 1', homeTeam: 'A', awayTeam: 'B', status: 'completed', homeScore: 2, awayScore: 1, bracket: null },
    { ...base, matchId: 'm2', time: '10:00', field: 'Pitch 1', homeTeam: 'B', awayTeam: 'C', homeScore: 0, awayScore: 0, bracket: 'Group A' },
  ] as unknown as MatchSummary[];
  const [home, away] = over.publicScore ?? [2, 1];
  const publicMatches = [
    {
      ...matches[0],
      homeScore: home,
      awayScore: away,
      goals: [
        { teamType: 'home', playerName: 'Ann' },
        { teamType: 'home', playerName: 'Ann' },
        { teamType: 'away', playerName: 'Bo' },
      ],
    },
    { ...matches[1], homeScore: null, awayScore: null, goals: [] },
  ] as unknown as PublicMatch[];
  const [pa = 3, pb = 0] = over.tableA ?? [];
  const row = (team: string, position: number, values: number[]) => {
    const [MP = 0, W = 0, D = 0, L = 0, GF = 0, GA = 0, PTS = 0] = values;
    return { team, teamKey: team, club: null, position, MP, W, D, L, GF, GA, GD: GF - GA, PTS, decidedBy: null };
  };
  const publicTournament = {
    divisions: [
      {
        divisionId: 'd',
        name: 'Boys U12',
        age: 'u12',
        gender: 'boys',
        resultsHidden: false,
        brackets: [{ name: 'Group A', table: [row('A', 1, [1, 1, 0, 0, 2, 1, pa]), row('C', 2, [0, 0, 0, 0, 0, 0, 0]), row('B', 3, [1, 0, 0, 1, 1, 2, pb])] }],
      },
    ],
  } as unknown as PublicTournament;
  const csv = 'Division,Date,Time,Field,Home Team,Away Team,Home Score,Away Score\r\nBoys U12,2026-06-06,09:00,Pitch 1,A,B,2,1\r\nBoys U12,2026-06-06,10:00,Pitch 1,B,C,,\r\n';
  return { matches, publicTournament, publicMatches, csv, printed: 'A B 2–1 B C' };
}

const broken = (problems: Record<string, string[]>) => Object.fromEntries(Object.entries(problems).filter(([, list]) => list.length > 0));

describe('tournamentDayProblems', () => {
  it('finds nothing wrong with a consistent day, counting an imported match (no bracket) in the table of its teams', () => {
    expect(broken(tournamentDayProblems(state(), 50))).toEqual({});
  });

  it('names a table that has not counted a result, and a public score that is not the API’s', () => {
    expect(broken(tournamentDayProblems(state({ tableA: [0, 0], publicScore: [1, 1] }), 50))).toEqual({
      // The public score 1–1 is the one the table is checked against: a draw it has not counted.
      'every completed match counted once in its table': [
        'Boys U12 Group A: A: W 1, expected 0',
        'Boys U12 Group A: A: D 0, expected 1',
        'Boys U12 Group A: A: GF 2, expected 1',
        'Boys U12 Group A: A: PTS 0, expected 1',
        'Boys U12 Group A: B: D 0, expected 1',
        'Boys U12 Group A: B: L 1, expected 0',
        'Boys U12 Group A: B: GA 2, expected 1',
        'Boys U12 Group A: B: PTS 0, expected 1',
      ],
      'every goal has a named scorer': ['A v B: 1–1 but goals 2–1'],
      'the public reads agree with the API': ['the API says "A v B 2026-06-06 09:00 completed 2–1", the public "A v B 2026-06-06 09:00 completed 1–1"'],
    });
  });
});
