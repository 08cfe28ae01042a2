import { ageLabel, isAge, type TournamentPhase } from '@pitchside/shared';

/** What each tie-breaker (`decidedBy`) is called where the table explains a tie. */
export const TIE_BREAKER_LABELS: Record<string, string> = {
  points: 'Points',
  goalDifference: 'Goal difference',
  goalsFor: 'Goals scored',
  headToHead: 'Head-to-head results',
  cappedGoalDifference: 'Capped goal difference',
  goalsAgainst: 'Fewest goals conceded',
  wins: 'Number of wins',
  fairPlay: 'Fair play (fewest cards)',
  name: 'Team name (alphabetical)',
};

export function tieBreakerLabel(decidedBy: string): string {
  return TIE_BREAKER_LABELS[decidedBy] ?? decidedBy.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (first) => first.toUpperCase());
}

export const PHASE_LABELS: Record<TournamentPhase, string> = { running: 'Running now', upcoming: 'Upcoming', finished: 'Finished' };

/** 'u12' → 'U12'; anything else as given. */
export function shortAge(age: string): string {
  return isAge(age) ? age.toUpperCase() : age;
}

export function longAge(age: string): string {
  return isAge(age) ? ageLabel(age) : age;
}

export function genderLabel(gender: string): string {
  return gender ? gender.charAt(0).toUpperCase() + gender.slice(1) : '';
}

/** Why a division shows fixtures only. */
export const RESULTS_HIDDEN_NOTE =
  'Fixtures only: scores and tables are not published for this age group, following youth football guidance (such as the FA’s for under-7s to under-11s) that young players’ games are about development, not results.';
