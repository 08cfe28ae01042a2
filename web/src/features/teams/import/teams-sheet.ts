import { fieldErrors, importTeamRowSchema, requiredMessage, saidOf, toAge, type ImportTeamRow, type TeamGender } from '@pitchside/shared';
import { cellText, readHeader, SheetError, type Cell } from '../../../lib/sheet-file';

/**
 * Teams from a spreadsheet (.csv or .xlsx): columns Team (or Name), Club, Age, Gender, Coach (an e-mail
 * of one of the organization's coaches) and an optional Id (the sheet's own team id: a team whose id
 * exists is skipped, spec §5). Each row is checked with the API's own row schema; a row that could not
 * be sent is reported with its sheet row instead.
 */
export interface SheetProblem {
  row: number;
  name?: string;
  reason: string;
}

export interface TeamsSheet {
  rows: ImportTeamRow[];
  problems: SheetProblem[];
}

type Column = 'name' | 'club' | 'age' | 'gender' | 'coach' | 'id';

const HEADERS: Record<string, Column> = {
  team: 'name',
  teamname: 'name',
  name: 'name',
  club: 'club',
  age: 'age',
  agegroup: 'age',
  teamage: 'age',
  gender: 'gender',
  sex: 'gender',
  teamgender: 'gender',
  coach: 'coach',
  coachemail: 'coach',
  coachmail: 'coach',
  id: 'id',
  teamid: 'id',
};

const TEAM_GENDERS: Record<string, TeamGender> = {
  male: 'male',
  m: 'male',
  boys: 'male',
  boy: 'male',
  b: 'male',
  men: 'male',
  female: 'female',
  f: 'female',
  girls: 'female',
  girl: 'female',
  g: 'female',
  women: 'female',
};

export function teamGenderOf(text: string): TeamGender | undefined {
  return TEAM_GENDERS[text.trim().toLowerCase()];
}

/** `coaches`: the organization's coaches by lower-cased e-mail → uid. */
export function teamsFromSheet(cells: readonly (readonly Cell[])[], coaches: ReadonlyMap<string, string>): TeamsSheet {
  const { headerIndex, columns, rows: dataRows } = readHeader(cells, HEADERS);
  if (headerIndex < 0) throw new SheetError('The file is empty.', 'sheetImport.error.empty');
  if (!columns.has('name')) throw new SheetError('The first row must name the columns: Team, Club, Age, Gender, Coach, Id.', 'teams.import.error.teamColumns');

  const rows: ImportTeamRow[] = [];
  const problems: SheetProblem[] = [];
  for (const { row, cells: rowCells } of dataRows) {
    const value = (column: Column) => {
      const index = columns.get(column);
      return index === undefined ? '' : cellText(rowCells[index]);
    };
    const name = value('name');
    const report = (reason: string) => problems.push({ row, ...(name ? { name } : {}), reason });

    const genderText = value('gender');
    const gender = genderText ? teamGenderOf(genderText) : undefined;
    if (genderText && !gender) {
      report(`Unknown gender '${genderText}': use male or female`);
      continue;
    }
    const coachEmail = value('coach').toLowerCase();
    const coachUid = coachEmail ? coaches.get(coachEmail) : undefined;
    if (coachEmail && !coachUid) {
      report(`${coachEmail} is not a coach of your organization`);
      continue;
    }
    const ageText = value('age');
    if (ageText && !toAge(ageText)) {
      report(`Age: '${ageText}' is not an age from Under 6 to Under 19`);
      continue;
    }
    const candidate = {
      row,
      name,
      ...(value('club') ? { club: value('club') } : {}),
      age: toAge(ageText) ?? ageText,
      gender: gender ?? '',
      ...(coachUid ? { coachUid } : {}),
      ...(value('id') ? { id: value('id') } : {}),
    };
    const parsed = importTeamRowSchema.safeParse(candidate);
    if (parsed.success) {
      rows.push(parsed.data);
      continue;
    }
    const errors = fieldErrors(parsed.error);
    const [field, problem] = Object.entries(errors)[0] ?? ['', 'Invalid row'];
    const label = { name: 'Team', age: 'Age', gender: 'Gender', club: 'Club', id: 'Id' }[field];
    if (field === 'age' && !ageText) report(requiredMessage('age'));
    else if (field === 'gender' && !genderText) report(requiredMessage('gender'));
    // A required field's message names its field already; any other is labelled with its column.
    else report(label && !saidOf(problem)?.messageId.startsWith('form.required.') ? `${label}: ${problem}` : problem);
  }
  if (rows.length === 0 && problems.length === 0) throw new SheetError('The file has no teams below its header row.', 'teams.import.error.noTeams');
  return { rows, problems };
}
