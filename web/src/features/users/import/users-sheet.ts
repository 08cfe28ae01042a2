import { isRole, requiredMessage, type ImportUserRow, type Role } from '@pitchside/shared';
import { SheetError, type Cell } from '../../../lib/sheet-file';
import { sheetProblem } from '../../../i18n/sheet-reason';

/**
 * A member list from a spreadsheet: columns email, displayName (or name), role(s) (several separated by
 * ';' or ','), phone. Read in the browser; each row keeps its sheet row number (the header is row 1) so
 * the import report points at the file's own rows. Rows are checked by the API (one by one); here only
 * what cannot be sent at all is reported: a role name Pitchside does not know.
 */
export interface SheetProblem {
  row: number;
  email?: string;
  reason: string;
}

export interface UsersSheet {
  rows: ImportUserRow[];
  problems: SheetProblem[];
}

type Column = 'email' | 'displayName' | 'role' | 'phone';

const HEADERS: Record<string, Column> = {
  email: 'email',
  emailaddress: 'email',
  mail: 'email',
  displayname: 'displayName',
  name: 'displayName',
  fullname: 'displayName',
  role: 'role',
  roles: 'role',
  phone: 'phone',
  phonenumber: 'phone',
  mobile: 'phone',
};

const compact = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '');

function text(cell: Cell): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString();
  return String(cell).trim();
}

/** 'Coach; referee' / 'coach,Tournament admin' → known roles, and the names that are not roles. */
export function rolesIn(cell: string): { roles: Role[]; unknown: string[] } {
  const roles: Role[] = [];
  const unknown: string[] = [];
  for (const name of cell
    .split(/[;,]/)
    .map((part) => part.trim())
    .filter(Boolean)) {
    const role = compact(name);
    if (isRole(role)) {
      if (!roles.includes(role)) roles.push(role);
    } else {
      unknown.push(name);
    }
  }
  return { roles, unknown };
}

/** Sheet cells (first row = headers) → import rows, and the rows that cannot be sent. */
export function usersFromSheet(cells: readonly (readonly Cell[])[]): UsersSheet {
  const headerIndex = cells.findIndex((row) => row.some((cell) => text(cell) !== ''));
  if (headerIndex < 0) throw new SheetError('The file is empty.', 'sheetImport.error.empty');
  const columns = new Map<Column, number>();
  (cells[headerIndex] ?? []).forEach((cell, index) => {
    const column = HEADERS[compact(text(cell))];
    if (column && !columns.has(column)) columns.set(column, index);
  });
  if (!columns.has('email')) throw new SheetError('The first row must name the columns: email, displayName, role, phone.', 'users.import.error.columns');

  const rows: ImportUserRow[] = [];
  const problems: SheetProblem[] = [];
  cells.slice(headerIndex + 1).forEach((cellsOfRow, offset) => {
    const row = headerIndex + offset + 2;
    const value = (column: Column) => {
      const index = columns.get(column);
      return index === undefined ? '' : text(cellsOfRow[index]);
    };
    if (cellsOfRow.every((cell) => text(cell) === '')) return;
    const email = value('email');
    const { roles, unknown } = rolesIn(value('role'));
    if (unknown.length > 0) {
      problems.push(sheetProblem<SheetProblem>({ row, ...(email ? { email } : {}) }, 'unknownRole', { roles: unknown.join(', ') }));
      return;
    }
    if (roles.length === 0) {
      problems.push({ row, ...(email ? { email } : {}), reason: requiredMessage('role') });
      return;
    }
    const phone = value('phone');
    rows.push({ row, email, displayName: value('displayName'), role: Object.fromEntries(roles.map((role) => [role, true])), ...(phone ? { phone } : {}) });
  });
  if (rows.length === 0 && problems.length === 0) throw new SheetError('The file has no users below its header row.', 'users.import.error.noUsers');
  return { rows, problems };
}
