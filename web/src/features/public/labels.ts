import { isAge, type TournamentPhase } from '@pitchside/shared';
import type { IntlShape } from 'react-intl';

/** The tie-breakers (`decidedBy`) the catalogs name; anything newer is spelled out from its code. */
const TIE_BREAKERS = new Set(['points', 'goalDifference', 'goalsFor', 'headToHead', 'cappedGoalDifference', 'goalsAgainst', 'wins', 'fairPlay', 'name']);

/** What each tie-breaker (`decidedBy`) is called where the table explains a tie. */
export function tieBreakerLabel(intl: IntlShape, decidedBy: string): string {
  if (TIE_BREAKERS.has(decidedBy)) return intl.formatMessage({ id: `tieBreaker.${decidedBy}` });
  return decidedBy.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (first) => first.toUpperCase());
}

export function phaseLabel(intl: IntlShape, phase: TournamentPhase): string {
  return intl.formatMessage({ id: `phase.${phase}` });
}

/** 'u12' → 'U12'; anything else as given. */
export function shortAge(age: string): string {
  return isAge(age) ? age.toUpperCase() : age;
}

/** 'u12' → 'Under 12' in the reader's language; an organizer's own age name as typed. */
export function longAge(intl: IntlShape, age: string): string {
  if (!isAge(age)) return age;
  return intl.formatMessage({ id: 'age.under' }, { years: Number(age.slice(1)) });
}

/** The genders Pitchside knows are translated; an organizer's own word stays as typed. */
const GENDERS = new Set(['boys', 'girls', 'mixed', 'male', 'female']);
export function genderLabel(intl: IntlShape, gender: string): string {
  const key = gender.toLowerCase();
  if (GENDERS.has(key)) return intl.formatMessage({ id: `gender.${key}` });
  return gender ? gender.charAt(0).toUpperCase() + gender.slice(1) : '';
}

/** Why a division shows fixtures only. */
export function resultsHiddenNote(intl: IntlShape): string {
  return intl.formatMessage({ id: 'public.resultsHiddenNote' });
}
