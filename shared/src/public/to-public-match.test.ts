import { toPublicMatch, type PublicMatchSource } from './to-public-match';

const now = new Date('2026-07-14T12:00:00.000Z');
const durations = { firstHalfDuration: 2700, breakDuration: 900, secondHalfDuration: 2700 };
const base: PublicMatchSource = {
  tournamentId: 't1',
  matchId: 'm1',
  division: 'U12',
  bracket: null,
  date: '2026-07-14',
  time: '10:00',
  field: 'Pitch 1',
  homeTeam: 'AIK',
  homeTeamKey: 'aik',
  awayTeam: 'Winner SF2',
  awayTeamKey: null,
  status: 'completed',
  homeScore: 1,
  awayScore: 1,
  goals: [],
  cards: [],
  startedAt: '2026-07-14T10:00:00.000Z',
  pausedAt: null,
  resumedAt: null,
  completedAt: '2026-07-14T12:00:00.000Z',
  previousPauseTime: 0,
};

describe('toPublicMatch for a knockout match', () => {
  const knockout = {
    ...base,
    stage: 'knockout',
    knockoutCode: 'F',
    homeSource: 'winner:SF1',
    awaySource: 'winner:SF2',
    homeLabel: 'Winner SF1',
    awayLabel: 'Winner SF2',
    extraTimeStartedAt: '2026-07-14T11:40:00.000Z',
    homePenalties: 4,
    awayPenalties: 2,
  };

  it('says where it sits in the bracket, with extra time and penalties', () => {
    expect(toPublicMatch(knockout, durations, false, now).knockout).toEqual({
      code: 'F',
      roundName: 'Final',
      order: 1,
      homeLabel: 'Winner SF1',
      awayLabel: 'Winner SF2',
      homeSource: 'winner:SF1',
      awaySource: 'winner:SF2',
      extraTime: true,
      homePenalties: 4,
      awayPenalties: 2,
    });
  });

  it('drops extra time and penalties with the results when the age group hides them, and has nothing for a group match', () => {
    expect(toPublicMatch(knockout, durations, true, now).knockout).toMatchObject({ extraTime: false, homePenalties: null, awayPenalties: null });
    expect(toPublicMatch(base, durations, false, now).knockout).toBeUndefined();
  });
});
