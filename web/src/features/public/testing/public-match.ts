import type { PublicMatch } from '@pitchside/shared';

/** A public match as the schedule reads it: Boys U12, AIK v IFK on Pitch 1, not yet kicked off. For tests only. */
export const publicMatch = (overrides: Partial<PublicMatch> = {}): PublicMatch => ({
  tournamentId: 't-1',
  matchId: 'm1',
  division: 'Boys U12',
  bracket: null,
  date: '2026-07-14',
  time: '09:00',
  field: 'Pitch 1',
  homeTeam: 'AIK',
  homeTeamKey: 'aik',
  awayTeam: 'IFK',
  awayTeamKey: 'ifk',
  class: 'upcoming',
  status: '',
  resultsHidden: false,
  homeScore: null,
  awayScore: null,
  goals: [],
  cards: [],
  clock: null,
  startedAt: null,
  pausedAt: null,
  previousPauseTime: 0,
  ...overrides,
});
