import { spreadsheetKey } from '@pitchside/shared';

/**
 * Header matching. A header is compared by its letters and digits only, lower-cased ('Home  Team',
 * 'HOME-TEAM' and 'hometeam' are one header), then looked up among each field's names and synonyms.
 * Which sheet is which is decided by the headers found, not by the sheet's name.
 */
export type SheetKind = 'schedule' | 'teams' | 'players';

export type ScheduleField =
  | 'division'
  | 'age'
  | 'gender'
  | 'date'
  | 'time'
  | 'field'
  | 'homeTeam'
  | 'homeClub'
  | 'awayTeam'
  | 'awayClub'
  | 'status'
  | 'bracket'
  | 'homeScore'
  | 'awayScore'
  | 'round'
  | 'matchCode'
  | 'homeFrom'
  | 'awayFrom';
export type TeamsField = 'team' | 'club' | 'division' | 'age' | 'gender' | 'bracket' | 'coachEmail' | 'teamId' | 'teamName' | 'teamAge' | 'teamGender';
export type PlayersField = 'name' | 'firstName' | 'lastName' | 'teamId' | 'registrationId' | 'jerseyNumber' | 'position' | 'dateOfBirth';

const SHARED_SYNONYMS = {
  division: ['division', 'div', 'category', 'class', 'competition'],
  age: ['age', 'age group', 'agegroup', 'age category', 'age class'],
  gender: ['gender', 'sex'],
  bracket: ['bracket', 'group', 'pool'],
  teamId: ['teamid', 'team id', 'team ids', 'teamids'],
} as const;

export const FIELD_SYNONYMS: { [K in SheetKind]: Record<string, readonly string[]> } = {
  schedule: {
    ...SHARED_SYNONYMS,
    date: ['date', 'match date', 'game date', 'day'],
    time: ['time', 'kick off', 'kickoff', 'ko', 'start', 'start time', 'match time'],
    field: ['field', 'pitch', 'venue', 'location', 'ground', 'court', 'field venue', 'field/venue'],
    homeTeam: ['home team', 'home', 'team 1', 'team a', 'home side'],
    homeClub: ['home club'],
    awayTeam: ['away team', 'away', 'guest', 'guest team', 'visitor', 'visitors', 'team 2', 'team b', 'away side'],
    awayClub: ['away club', 'guest club', 'visitor club'],
    status: ['status', 'match status'],
    homeScore: ['home score', 'home goals', 'score home'],
    awayScore: ['away score', 'away goals', 'score away'],
    // The knockout structure (what the CSV export writes): 'Semi-final', 'SF1', 'Winner Group A'.
    round: ['round', 'knockout round'],
    matchCode: ['match code', 'knockout code', 'slot'],
    homeFrom: ['home from', 'home slot'],
    awayFrom: ['away from', 'away slot'],
  },
  teams: {
    ...SHARED_SYNONYMS,
    team: ['team', 'team name in tournament', 'tournament team'],
    club: ['club', 'club name', 'organisation', 'organization'],
    coachEmail: ['coach e-mail', 'coach email', 'coach mail', 'coach', 'contact e-mail', 'contact email', 'e-mail', 'email'],
    teamName: ['teamname', 'team name', 'team names', 'teamnames'],
    teamAge: ['teamage', 'team age', 'team ages'],
    teamGender: ['teamgender', 'team gender', 'team genders'],
  },
  players: {
    teamId: SHARED_SYNONYMS.teamId,
    name: ['name', 'player', 'player name', 'full name'],
    firstName: ['first name', 'firstname', 'given name'],
    lastName: ['last name', 'lastname', 'surname', 'family name'],
    registrationId: ['registrationid', 'registration id', 'registration', 'registration number', 'reg no', 'licence', 'license', 'licence number', 'license number', 'player id'],
    jerseyNumber: ['jersey number', 'jersey', 'shirt', 'shirt number', 'number', 'no'],
    position: ['position'],
    dateOfBirth: ['date of birth', 'dob', 'birth date', 'birthdate', 'born'],
  },
};

/** Columns a sheet of each kind must have (age and gender may instead be read from the division's name). */
export const REQUIRED_FIELDS: { [K in SheetKind]: readonly string[] } = {
  schedule: ['division', 'date', 'homeTeam', 'awayTeam'],
  teams: [],
  players: ['teamId'],
};

/** Human names of fields, for messages ('Home Team'). */
export const FIELD_LABELS: Record<string, string> = {
  division: 'Division',
  age: 'Age',
  gender: 'Gender',
  date: 'Date',
  time: 'Time',
  field: 'Field',
  homeTeam: 'Home Team',
  homeClub: 'Home Club',
  awayTeam: 'Away Team',
  awayClub: 'Away Club',
  status: 'Status',
  bracket: 'Bracket',
  homeScore: 'Home Score',
  awayScore: 'Away Score',
  round: 'Round',
  matchCode: 'Match Code',
  homeFrom: 'Home From',
  awayFrom: 'Away From',
  team: 'Team',
  club: 'Club',
  coachEmail: 'Coach E-mail',
  teamId: 'teamId',
  teamName: 'teamName',
  teamAge: 'teamAge',
  teamGender: 'teamGender',
  name: 'Name',
  firstName: 'First Name',
  lastName: 'Last Name',
  registrationId: 'Registration Id',
  jerseyNumber: 'Jersey Number',
  position: 'Position',
  dateOfBirth: 'Date of Birth',
};

export function compactHeader(header: string): string {
  return header
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

const LOOKUP: { [K in SheetKind]: Map<string, string> } = {
  schedule: new Map(),
  teams: new Map(),
  players: new Map(),
};
for (const kind of Object.keys(FIELD_SYNONYMS) as SheetKind[]) {
  for (const [field, names] of Object.entries(FIELD_SYNONYMS[kind])) for (const name of names) LOOKUP[kind].set(compactHeader(name), field);
}

export function fieldOf(kind: SheetKind, header: string): string | undefined {
  return LOOKUP[kind].get(compactHeader(header));
}

/** Column letter(s) of a 1-based column number: 1 → A, 28 → AB. */
export function columnLetter(column: number): string {
  let result = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) result = String.fromCharCode(65 + ((n - 1) % 26)) + result;
  return result;
}

export interface HeaderMap {
  kind: SheetKind;
  /** Column number → field. */
  fields: Map<number, string>;
  /** Field → column number (the first column that named it). */
  columns: Map<string, number>;
  /** Columns kept as they are (players' extra columns), column → camelCase key. */
  extras: Map<number, string>;
  /** Headers that matched nothing, with their column letters. */
  unknown: { header: string; column: string }[];
  duplicates: { header: string; column: string }[];
}

/** The kind a header row describes, or null when it is none of ours. */
export function classifyHeaders(headers: readonly string[], sheetName: string): SheetKind | null {
  const has = (kind: SheetKind, field: string) => headers.some((header) => fieldOf(kind, header) === field);
  if (has('schedule', 'homeTeam') && has('schedule', 'awayTeam')) return 'schedule';
  const name = compactHeader(sheetName);
  const playersLike = has('players', 'registrationId') || ((has('players', 'name') || has('players', 'firstName')) && has('players', 'teamId') && !has('teams', 'team'));
  if (playersLike && (/player|roster|squad/.test(name) || !has('teams', 'teamName'))) return 'players';
  if (has('teams', 'team') || has('teams', 'teamName') || has('teams', 'teamId')) return 'teams';
  return null;
}

export function mapHeaders(kind: SheetKind, headers: readonly (string | undefined)[]): HeaderMap {
  const map: HeaderMap = { kind, fields: new Map(), columns: new Map(), extras: new Map(), unknown: [], duplicates: [] };
  headers.forEach((raw, index) => {
    const column = index + 1;
    const header = (raw ?? '').trim();
    if (!header) return;
    const field = fieldOf(kind, header);
    if (!field) {
      if (kind === 'players') {
        const key = spreadsheetKey(header);
        if (key && !/^(__proto__|constructor|prototype)$/.test(key)) map.extras.set(column, key);
      } else map.unknown.push({ header, column: columnLetter(column) });
      return;
    }
    if (map.columns.has(field)) {
      map.duplicates.push({ header, column: columnLetter(column) });
      return;
    }
    map.fields.set(column, field);
    map.columns.set(field, column);
  });
  return map;
}
