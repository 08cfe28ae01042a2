import { computeStatistics, type StatisticsMatch } from './compute-statistics';

const match = (homeTeam: string, homeScore: number, awayScore: number, awayTeam: string, extra: Partial<StatisticsMatch> = {}): StatisticsMatch => ({
  homeTeam,
  awayTeam,
  homeScore,
  awayScore,
  status: 'completed',
  ...extra,
});

describe('computeStatistics', () => {
  it('reports zeros before any match is played', () => {
    expect(computeStatistics([match('AIK', 3, 0, 'IFK', { status: 'in_progress' })])).toEqual({
      matchesPlayed: 0,
      totalGoals: 0,
      averageGoalsPerMatch: 0,
      averageGoalsPerMatchText: '0.0',
      topScorers: [],
      cardsByTeam: [],
      cleanSheets: [],
      biggestWin: null,
    });
  });

  it('counts completed matches and their goals, averaged to one decimal', () => {
    const stats = computeStatistics([match('AIK', 2, 1, 'IFK'), match('IFK', 0, 0, 'Sirius'), match('Sirius', 1, 0, 'AIK'), match('AIK', 9, 9, 'IFK', { status: '' })]);
    expect(stats).toMatchObject({ matchesPlayed: 3, totalGoals: 4, averageGoalsPerMatch: 1.3, averageGoalsPerMatchText: '1.3' });
  });

  it('rounds the average half up and always shows one decimal', () => {
    expect(computeStatistics([match('A', 1, 0, 'B'), match('A', 1, 1, 'B'), match('A', 1, 1, 'B'), match('A', 0, 0, 'B')])).toMatchObject({
      averageGoalsPerMatch: 1.3, // 5 / 4 = 1.25
      averageGoalsPerMatchText: '1.3',
    });
    expect(computeStatistics([match('A', 1, 1, 'B')]).averageGoalsPerMatchText).toBe('2.0');
  });

  it('ranks top scorers by goals, then name, with their team', () => {
    const goal = (playerId: string, playerName: string, teamType: 'home' | 'away') => ({ playerId, playerName, teamType });
    const stats = computeStatistics([
      match('AIK', 2, 1, 'IFK', { goals: [goal('p1', 'Ana Silva', 'home'), goal('p1', 'Ana Silva', 'home'), goal('p9', 'Bo Berg', 'away')] }),
      match('IFK', 1, 1, 'AIK', { goals: [goal('p9', 'Bo Berg', 'home'), goal('p2', 'Alva Lind', 'away')] }),
      match('AIK', 5, 0, 'IFK', { status: 'in_progress', goals: [goal('p2', 'Alva Lind', 'home')] }),
    ]);
    expect(stats.topScorers).toEqual([
      { playerId: 'p1', playerName: 'Ana Silva', team: 'AIK', goals: 2 },
      { playerId: 'p9', playerName: 'Bo Berg', team: 'IFK', goals: 2 },
      { playerId: 'p2', playerName: 'Alva Lind', team: 'AIK', goals: 1 },
    ]);
  });

  it('groups older goals without a player id by name and team', () => {
    const stats = computeStatistics([
      match('AIK', 2, 0, 'IFK', {
        goals: [
          { playerName: 'Ana', teamType: 'home' },
          { playerName: 'ana ', teamType: 'home' },
        ],
      }),
      match('IFK', 1, 0, 'AIK', {
        goals: [
          { playerName: 'Ana', teamType: 'home' },
          { playerName: '', teamType: 'home' },
        ],
      }),
    ]);
    expect(stats.topScorers).toEqual([
      { playerName: 'Ana', team: 'AIK', goals: 2 },
      { playerName: 'Ana', team: 'IFK', goals: 1 },
    ]);
  });

  it('counts cards per team; a second yellow is a sending-off', () => {
    const stats = computeStatistics([
      match('AIK', 1, 0, 'IFK', {
        cards: [
          { teamType: 'home', cardType: 'yellow' },
          { teamType: 'away', cardType: 'yellow' },
          { teamType: 'away', cardType: 'second_yellow' },
          { teamType: 'away', cardType: 'red' },
        ],
      }),
      match('Sirius', 0, 0, 'AIK'),
    ]);
    expect(stats.cardsByTeam).toEqual([
      { team: 'AIK', yellow: 1, red: 0 },
      { team: 'IFK', yellow: 1, red: 2 },
      { team: 'Sirius', yellow: 0, red: 0 },
    ]);
  });

  it('counts clean sheets per team', () => {
    const stats = computeStatistics([match('AIK', 1, 0, 'IFK'), match('IFK', 0, 0, 'Sirius'), match('Sirius', 2, 0, 'AIK'), match('AIK', 3, 3, 'Sirius')]);
    expect(stats.cleanSheets).toEqual([
      { team: 'Sirius', cleanSheets: 2 },
      { team: 'AIK', cleanSheets: 1 },
      { team: 'IFK', cleanSheets: 1 },
    ]);
  });

  it('finds the biggest win by margin, then most goals, then earliest', () => {
    const stats = computeStatistics([
      match('AIK', 4, 0, 'IFK', { date: '2025-06-01' }),
      match('Sirius', 2, 6, 'AIK', { date: '2025-06-03' }),
      match('IFK', 6, 2, 'Sirius', { date: '2025-06-02' }),
      match('Bromma', 9, 9, 'IFK', { date: '2025-05-01' }),
    ]);
    expect(stats.biggestWin).toEqual({
      homeTeam: 'IFK',
      awayTeam: 'Sirius',
      homeScore: 6,
      awayScore: 2,
      winner: 'IFK',
      loser: 'Sirius',
      margin: 4,
      date: '2025-06-02',
    });
    expect(computeStatistics([match('A', 0, 3, 'B')]).biggestWin).toMatchObject({ winner: 'B', loser: 'A', margin: 3 });
  });

  it('has no biggest win when every match was drawn', () => {
    expect(computeStatistics([match('A', 2, 2, 'B')]).biggestWin).toBeNull();
  });
});
