import type { Gender, StoredMatchStatus, TieBreaker, TournamentDays, TournamentType } from '@pitchside/shared';

/** How this feature words the stored values: message ids for the app catalogs (TYPE, DAYS, GENDER), English for the rest so far. */
export const TYPE_LABELS: Record<TournamentType, string> = { league: 'tournaments.type.league', tournament: 'tournaments.type.tournament' };
export const DAYS_LABELS: Record<TournamentDays, string> = { weekdays: 'tournaments.days.weekdays', weekends: 'tournaments.days.weekends' };
export const GENDER_LABELS: Record<Gender, string> = { boys: 'tournaments.gender.boys', girls: 'tournaments.gender.girls', mixed: 'tournaments.gender.mixed' };

export const TIE_BREAKER_LABELS: Record<TieBreaker, { label: string; hint: string }> = {
  points: { label: 'Points', hint: 'Win 3, draw 1, loss 0' },
  goalDifference: { label: 'Goal difference', hint: 'Goals scored minus goals conceded' },
  goalsFor: { label: 'Goals scored', hint: 'Most goals scored' },
  headToHead: { label: 'Head-to-head', hint: 'The matches among the tied teams only' },
  cappedGoalDifference: { label: 'Capped goal difference', hint: "Each match's margin counts up to the cap" },
  goalsAgainst: { label: 'Goals conceded', hint: 'Fewest goals conceded' },
  wins: { label: 'Wins', hint: 'Most wins' },
  fairPlay: { label: 'Fair play', hint: 'Fewest card points' },
  name: { label: 'Team name', hint: 'Alphabetical: always last, so no two teams tie' },
};

export const MATCH_STATUS_LOOK: Record<StoredMatchStatus, { label: string; color: string }> = {
  '': { label: 'tournaments.status.scheduled', color: 'default' },
  in_progress: { label: 'tournaments.status.live', color: 'green' },
  live: { label: 'tournaments.status.live', color: 'green' },
  paused: { label: 'tournaments.status.paused', color: 'orange' },
  resumed: { label: 'tournaments.status.live', color: 'green' },
  completed: { label: 'tournaments.status.completed', color: 'blue' },
};
