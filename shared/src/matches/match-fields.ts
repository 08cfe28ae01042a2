import type { Age } from '../constants/ages';
import type { Gender } from '../constants/genders';

/**
 * Who plays whom, where and when: a match's fixture, named once. The stored match row, the answers that
 * list matches, an import's planned match and the scheduler's rows each take these fields (or a `Pick` of
 * them) and add only what is theirs, so a fixture field is renamed or retyped in one place.
 */
export interface MatchFixtureFields {
  division: string;
  age: Age;
  gender: Gender;
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:MM' or '' */
  time: string;
  field: string | null;
  /** The group (bracket) of a group match; null when none. */
  bracket: string | null;
  homeTeam: string;
  homeClub: string | null;
  awayTeam: string;
  awayClub: string | null;
  /** `teamKey(team, club)`: null for a side whose team is not known yet (a knockout placeholder). */
  homeTeamKey: string | null;
  awayTeamKey: string | null;
}

/**
 * A knockout match's place as a stored row keeps it (docs/scheduling.md, "Knockout"); each is absent or
 * null on a group match and on a row from before knockouts. `homeSource`/`awaySource` say where each side
 * comes from ('group:A:1', 'winner:QF1'), the labels are the placeholders shown until the team is known.
 */
export interface StoredKnockoutFields {
  knockoutCode?: string | null;
  roundName?: string | null;
  knockoutOrder?: number | null;
  homeSource?: string | null;
  awaySource?: string | null;
  homeLabel?: string | null;
  awayLabel?: string | null;
}
