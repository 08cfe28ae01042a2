import type { Gender, StoredMatchStatus, TieBreaker, TournamentDays, TournamentType } from '@pitchside/shared';

/** How this feature words the stored values: message ids for the app catalogs (TYPE, DAYS, GENDER), English for the rest so far (TIE_BREAKER_LABELS and MATCH_STATUS_LOOK labels are ids too). */
export const TYPE_LABELS: Record<TournamentType, string> = { league: 'tournaments.type.league', tournament: 'tournaments.type.tournament' };
export const DAYS_LABELS: Record<TournamentDays, string> = { weekdays: 'tournaments.days.weekdays', weekends: 'tournaments.days.weekends' };
export const GENDER_LABELS: Record<Gender, string> = { boys: 'tournaments.gender.boys', girls: 'tournaments.gender.girls', mixed: 'tournaments.gender.mixed' };

export const TIE_BREAKER_LABELS: Record<TieBreaker, { label: string; hint: string }> = {
  points: { label: 'tournaments.tieBreaker.points', hint: 'tournaments.tieBreaker.points.hint' },
  goalDifference: { label: 'tournaments.tieBreaker.goalDifference', hint: 'tournaments.tieBreaker.goalDifference.hint' },
  goalsFor: { label: 'tournaments.tieBreaker.goalsFor', hint: 'tournaments.tieBreaker.goalsFor.hint' },
  headToHead: { label: 'tournaments.tieBreaker.headToHead', hint: 'tournaments.tieBreaker.headToHead.hint' },
  cappedGoalDifference: { label: 'tournaments.tieBreaker.cappedGoalDifference', hint: 'tournaments.tieBreaker.cappedGoalDifference.hint' },
  goalsAgainst: { label: 'tournaments.tieBreaker.goalsAgainst', hint: 'tournaments.tieBreaker.goalsAgainst.hint' },
  wins: { label: 'tournaments.tieBreaker.wins', hint: 'tournaments.tieBreaker.wins.hint' },
  fairPlay: { label: 'tournaments.tieBreaker.fairPlay', hint: 'tournaments.tieBreaker.fairPlay.hint' },
  name: { label: 'tournaments.tieBreaker.name', hint: 'tournaments.tieBreaker.name.hint' },
};

export const MATCH_STATUS_LOOK: Record<StoredMatchStatus, { label: string; color: string }> = {
  '': { label: 'tournaments.status.scheduled', color: 'default' },
  in_progress: { label: 'tournaments.status.live', color: 'green' },
  live: { label: 'tournaments.status.live', color: 'green' },
  paused: { label: 'tournaments.status.paused', color: 'orange' },
  resumed: { label: 'tournaments.status.live', color: 'green' },
  completed: { label: 'tournaments.status.completed', color: 'blue' },
};
