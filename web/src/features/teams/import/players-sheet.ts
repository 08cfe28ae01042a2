import { fieldErrors, importPlayerRowSchema, spreadsheetKey, type ImportPlayerRow } from '@pitchside/shared';
import { cellText, compactHeader, readHeader, SheetError, type Cell } from '../../../lib/sheet-file';
import { sheetProblem } from '../../../i18n/sheet-reason';

/**
 * A roster from a spreadsheet (.csv or .xlsx): Name (or First Name + Last Name), Registration Id, Jersey
 * Number, Position, Date of Birth, and optionally teamId. Any other column is kept on the player (its
 * camelCased header). Each row is checked with the API's row schema; rows that cannot be sent are reported.
 * With a teamId column, a row without one is sent as it is: the API skips it (spec §5).
 */
export interface PlayerSheetProblem {
  row: number;
  name?: string;
  reason: string;
}

export interface PlayersSheet {
  rows: ImportPlayerRow[];
  problems: PlayerSheetProblem[];
}

type Column = 'name' | 'firstName' | 'lastName' | 'registrationId' | 'jerseyNumber' | 'position' | 'dateOfBirth' | 'teamId';

const HEADERS: Record<string, Column> = {
  name: 'name',
  player: 'name',
  playername: 'name',
  fullname: 'name',
  firstname: 'firstName',
  givenname: 'firstName',
  lastname: 'lastName',
  surname: 'lastName',
  familyname: 'lastName',
  registrationid: 'registrationId',
  registration: 'registrationId',
  registrationnumber: 'registrationId',
  licence: 'registrationId',
  license: 'registrationId',
  playerid: 'registrationId',
  jerseynumber: 'jerseyNumber',
  jersey: 'jerseyNumber',
  shirt: 'jerseyNumber',
  shirtnumber: 'jerseyNumber',
  number: 'jerseyNumber',
  no: 'jerseyNumber',
  position: 'position',
  dateofbirth: 'dateOfBirth',
  dob: 'dateOfBirth',
  birthdate: 'dateOfBirth',
  born: 'dateOfBirth',
  teamid: 'teamId',
};

const LABELS: Record<string, string> = {
  name: 'Name',
  registrationId: 'Registration Id',
  jerseyNumber: 'Jersey Number',
  position: 'Position',
  dateOfBirth: 'Date of Birth',
  teamId: 'teamId',
};

/** Extra columns the API keeps per player (and how many). */
const MAX_EXTRA = 30;

export function playersFromSheet(cells: readonly (readonly Cell[])[]): PlayersSheet {
  const { headerIndex, columns, names, rows: dataRows } = readHeader(cells, HEADERS);
  if (headerIndex < 0) throw new SheetError('The file is empty.', 'sheetImport.error.empty');
  if (!columns.has('name') && !(columns.has('firstName') && columns.has('lastName'))) {
    throw new SheetError('The first row must name the columns: Name (or First Name and Last Name), Registration Id, Jersey Number, Position, Date of Birth.', 'teams.import.error.playerColumns');
  }
  const known = new Set<number>(columns.values());
  const extraColumns = names
    .map((name, index) => ({ name, index, key: spreadsheetKey(name ?? '') }))
    .filter(({ name, index, key }) => name && key && !known.has(index) && !HEADERS[compactHeader(name)])
    .slice(0, MAX_EXTRA);

  const rows: ImportPlayerRow[] = [];
  const problems: PlayerSheetProblem[] = [];
  for (const { row, cells: rowCells } of dataRows) {
    const value = (column: Column) => {
      const index = columns.get(column);
      return index === undefined ? '' : cellText(rowCells[index]);
    };
    const name = value('name') || [value('firstName'), value('lastName')].filter(Boolean).join(' ');
    const jersey = value('jerseyNumber');
    const extra = Object.fromEntries(
      extraColumns.flatMap(({ index, key }) => {
        const cell = rowCells[index];
        if (cell === null || cell === undefined || cellText(cell) === '') return [];
        return [[key, typeof cell === 'number' || typeof cell === 'boolean' ? cell : cellText(cell).slice(0, 500)]];
      }),
    );
    if (jersey && !/^\d{1,3}$/.test(jersey)) {
      problems.push(sheetProblem<PlayerSheetProblem>({ row, ...(name ? { name } : {}) }, 'jerseyNumber', { value: jersey }));
      continue;
    }
    const candidate = {
      row,
      name,
      ...(columns.has('teamId') ? { teamId: value('teamId') } : {}),
      ...(value('registrationId') ? { registrationId: value('registrationId') } : {}),
      ...(jersey ? { jerseyNumber: Number(jersey) } : {}),
      ...(value('position') ? { position: value('position') } : {}),
      ...(value('dateOfBirth') ? { dateOfBirth: value('dateOfBirth') } : {}),
      ...(Object.keys(extra).length > 0 ? { extra } : {}),
    };
    const parsed = importPlayerRowSchema.safeParse(candidate);
    if (parsed.success) {
      rows.push(parsed.data);
      continue;
    }
    const [field, problem] = Object.entries(fieldErrors(parsed.error))[0] ?? ['', 'Invalid row'];
    const label = LABELS[field.split('.')[0] ?? ''];
    problems.push(
      label && field !== 'name' ? sheetProblem<PlayerSheetProblem>({ row, ...(name ? { name } : {}) }, 'labelled', { label, text: problem }) : { row, ...(name ? { name } : {}), reason: problem },
    );
  }
  if (rows.length === 0 && problems.length === 0) throw new SheetError('The file has no players below its header row.', 'teams.import.error.noPlayers');
  return { rows, problems };
}
