import {
  emailSchema,
  importSaid,
  sameTeam,
  toAge,
  type Age,
  type Gender,
  type TeamGender,
  type WorkbookClubTeam,
  type WorkbookMatchRow,
  type WorkbookPlayerRow,
  type WorkbookTeamRow,
} from '@pitchside/shared';
import { cellInteger, parseDateCell, parseTimeCell } from './cells';
import type { HeaderMap } from './headers';
import type { ImportLimits } from './limits';
import type { ImportProblem } from './problems';
import { RowReader, type Cells } from './row-reader';

/** The validated rows (one match, one team entry, one player), as the preview answers them: shapes in shared. */
export type MatchRow = WorkbookMatchRow;
export type ClubTeam = WorkbookClubTeam;
export type TeamRow = WorkbookTeamRow;
export type PlayerRow = WorkbookPlayerRow;

export type RowOutcome<T> = { kind: 'row'; value: T } | { kind: 'problems'; problems: ImportProblem[] } | { kind: 'empty' };

const GENDER_WORDS: Record<string, Gender> = {
  boys: 'boys',
  boy: 'boys',
  b: 'boys',
  male: 'boys',
  m: 'boys',
  men: 'boys',
  man: 'boys',
  herr: 'boys',
  pojat: 'boys',
  pojkar: 'boys',
  girls: 'girls',
  girl: 'girls',
  g: 'girls',
  female: 'girls',
  f: 'girls',
  women: 'girls',
  woman: 'girls',
  dam: 'girls',
  flickor: 'girls',
  tytöt: 'girls',
  mixed: 'mixed',
  mix: 'mixed',
  coed: 'mixed',
  'co-ed': 'mixed',
  x: 'mixed',
  open: 'mixed',
};

export function toGender(text: string | undefined): Gender | undefined {
  return text ? GENDER_WORDS[text.trim().toLowerCase()] : undefined;
}

export function toTeamGender(text: string | undefined): TeamGender | undefined {
  const gender = toGender(text);
  return gender === 'boys' ? 'male' : gender === 'girls' ? 'female' : undefined;
}

/** 'Boys U12', 'B12', 'G 14', 'Under 15 Girls': the age and gender a division's name states. */
export function fromDivisionName(name: string): { age?: Age; gender?: Gender } {
  const short = /(?:^|[^\p{L}])([BGbg])\s?(\d{1,2})(?![\p{N}])/u.exec(name);
  const ageMatch = /(?:^|[^\p{L}])(?:u|under|u-)\s?(\d{1,2})(?![\p{N}])/iu.exec(name);
  const age = toAge(ageMatch?.[1] ?? short?.[2]);
  const word = /\b(boys|girls|mixed|men|women|male|female|coed)\b/i.exec(name)?.[1];
  const gender = toGender(word) ?? (short?.[1] ? toGender(short[1]) : undefined);
  return { ...(age ? { age } : {}), ...(gender ? { gender } : {}) };
}

const STATUS_WORDS: Record<string, '' | 'completed'> = {
  '': '',
  scheduled: '',
  planned: '',
  upcoming: '',
  'not started': '',
  notstarted: '',
  pending: '',
  tbd: '',
  '-': '',
  completed: 'completed',
  complete: 'completed',
  played: 'completed',
  final: 'completed',
  finished: 'completed',
  ft: 'completed',
  'full time': 'completed',
};

export function readMatchRow(cells: Cells, headers: HeaderMap, sheet: string, row: number, limits: ImportLimits): RowOutcome<MatchRow> {
  const read = new RowReader(cells, headers, sheet, row, limits);
  if (read.isEmpty()) return { kind: 'empty' };
  const division = read.text('division');
  const homeTeam = read.text('homeTeam');
  const awayTeam = read.text('awayTeam');
  const homeClub = read.text('homeClub');
  const awayClub = read.text('awayClub');
  const field = read.text('field');
  const bracket = read.text('bracket');
  const round = read.text('round');
  const matchCode = read.text('matchCode');
  const homeFrom = read.text('homeFrom');
  const awayFrom = read.text('awayFrom');
  const when = read.take('date', parseDateCell(read.raw('date')));
  const time = read.take('time', parseTimeCell(read.raw('time'))) ?? when?.time;
  const fromName = division ? fromDivisionName(division) : {};
  const ageText = read.text('age');
  const age = ageText ? toAge(ageText) : fromName.age;
  const genderText = read.text('gender');
  const gender = genderText ? toGender(genderText) : fromName.gender;
  const statusText = read.text('status');
  const status = STATUS_WORDS[(statusText ?? '').toLowerCase()];
  const homeScore = read.take('homeScore', cellInteger(read.raw('homeScore')));
  const awayScore = read.take('awayScore', cellInteger(read.raw('awayScore')));

  if (!division && read.problems.every((problem) => !problem.column?.startsWith('Division'))) read.problem('division', importSaid('imports.empty', { column: 'Division' }));
  if (!homeTeam && read.problems.every((problem) => !problem.column?.startsWith('Home Team'))) read.problem('homeTeam', importSaid('imports.empty', { column: 'Home Team' }));
  if (!awayTeam && read.problems.every((problem) => !problem.column?.startsWith('Away Team'))) read.problem('awayTeam', importSaid('imports.empty', { column: 'Away Team' }));
  if (!when && read.problems.every((problem) => !problem.column?.startsWith('Date'))) read.problem('date', importSaid('imports.empty', { column: 'Date' }));
  if (ageText && !age) read.problem('age', importSaid('imports.notAnAge', { value: ageText }));
  if (!ageText && !age && division) read.problem('age', importSaid('imports.ageNotStated', { division }));
  if (genderText && !gender) read.problem('gender', importSaid('imports.notAGender', { value: genderText }));
  if (!genderText && !gender && division) read.problem('gender', importSaid('imports.genderNotStated', { division }));
  if (status === undefined) read.problem('status', importSaid('imports.statusUnknown', { status: statusText ?? '' }));
  if (status === 'completed' && (homeScore === undefined || awayScore === undefined)) read.problem('status', importSaid('imports.completedWithoutScores'));
  if (homeTeam && awayTeam && sameTeam({ name: homeTeam, club: homeClub ?? null }, { name: awayTeam, club: awayClub ?? null })) {
    read.problem('awayTeam', importSaid('imports.sameTeams', { team: homeTeam }));
  }
  if (read.problems.length > 0 || !division || !homeTeam || !awayTeam || !when?.date || !age || !gender || status === undefined) {
    return { kind: 'problems', problems: read.sorted() };
  }
  return {
    kind: 'row',
    value: {
      sheet,
      row,
      division,
      age,
      gender,
      date: when.date,
      homeTeam,
      awayTeam,
      status,
      ...(time ? { time } : {}),
      ...(field ? { field } : {}),
      ...(bracket ? { bracket } : {}),
      ...(homeClub ? { homeClub } : {}),
      ...(awayClub ? { awayClub } : {}),
      ...(round ? { round } : {}),
      ...(matchCode ? { matchCode } : {}),
      ...(homeFrom ? { homeFrom } : {}),
      ...(awayFrom ? { awayFrom } : {}),
      ...(status === 'completed' ? { homeScore: homeScore as number, awayScore: awayScore as number } : {}),
    },
  };
}

export function readTeamRow(cells: Cells, headers: HeaderMap, sheet: string, row: number, limits: ImportLimits): RowOutcome<TeamRow> {
  const read = new RowReader(cells, headers, sheet, row, limits);
  if (read.isEmpty()) return { kind: 'empty' };
  const teamCell = read.text('team');
  const ids = read.list('teamId');
  const names = read.list('teamName');
  const ages = read.list('teamAge');
  const genders = read.list('teamGender');
  const club = read.text('club');
  const division = read.text('division');
  const bracket = read.text('bracket');
  const fromName = division ? fromDivisionName(division) : {};
  const ageText = read.text('age');
  const age = ageText ? toAge(ageText) : fromName.age;
  const genderText = read.text('gender');
  const gender = genderText ? toGender(genderText) : fromName.gender;
  const emailText = read.text('coachEmail');
  const team = teamCell ?? names[0];

  if (ageText && !age) read.problem('age', importSaid('imports.notAnAge', { value: ageText }));
  if (genderText && !gender) read.problem('gender', importSaid('imports.notAGender', { value: genderText }));
  let coachEmail: string | undefined;
  if (emailText) {
    const parsed = emailSchema.safeParse(emailText);
    if (parsed.success) coachEmail = parsed.data;
    else read.problem('coachEmail', importSaid('imports.notAnEmail', { value: emailText }));
  }
  if (!team && read.problems.length === 0) read.problem(read.has('team') ? 'team' : 'teamName', importSaid('imports.empty', { column: 'Team' }));

  // teamId, teamName, teamAge and teamGender may each hold several values (spec §3): the n-th of each
  // describe the n-th team; one age or gender applies to all.
  const clubTeams: ClubTeam[] = [];
  if (ids.length > 0) {
    let aligned = true;
    for (const [field, values] of [
      ['teamName', names],
      ['teamAge', ages],
      ['teamGender', genders],
    ] as const) {
      if (values.length > 1 && values.length !== ids.length) {
        aligned = false;
        read.problem(field, `${field} has ${values.length} values but teamId has ${ids.length}; give one value, or one per team id, separated by semicolons`);
      }
    }
    if (aligned)
      ids.forEach((teamId, index) => {
        const name = names.length > 1 ? names[index] : (names[0] ?? (ids.length === 1 ? team : undefined));
        const clubAgeText = ages.length > 1 ? ages[index] : ages[0];
        const clubAge = clubAgeText ? toAge(clubAgeText) : age;
        const clubGenderText = genders.length > 1 ? genders[index] : genders[0];
        const clubGender = clubGenderText ? toTeamGender(clubGenderText) : toTeamGender(gender);
        if (clubAgeText && !clubAge) read.problem('teamAge', `teamAge '${clubAgeText}' is not an age group (U6 to U19)`);
        if (clubGenderText && !clubGender) read.problem('teamGender', `teamGender '${clubGenderText}' is not male or female`);
        if (!name) read.problem('teamName', `teamName is missing for team id '${teamId}'`);
        else clubTeams.push({ teamId, name, ...(clubAge ? { age: clubAge } : {}), ...(clubGender ? { gender: clubGender } : {}) });
      });
  } else if (names.length > 1) read.problem('teamId', `teamName lists ${names.length} teams but teamId is empty`);

  if (read.problems.length > 0 || !team) return { kind: 'problems', problems: read.sorted() };
  return {
    kind: 'row',
    value: {
      sheet,
      row,
      team,
      clubTeams,
      ...(club ? { club } : {}),
      ...(division ? { division } : {}),
      ...(age ? { age } : {}),
      ...(gender ? { gender } : {}),
      ...(bracket ? { bracket } : {}),
      ...(coachEmail ? { coachEmail } : {}),
    },
  };
}
