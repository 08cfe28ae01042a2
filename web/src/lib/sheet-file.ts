/**
 * Spreadsheets read in the browser (member, team and player imports): a .csv or the first sheet of an
 * .xlsx, as rows of cells. Each feature maps the cells to its own rows; the header helpers here let them
 * match column names however people write them ('Jersey  No.', 'jersey-no').
 */
export type Cell = string | number | boolean | Date | null | undefined;

/** A file that cannot be imported at all; the message says why, in words for the person importing. */
export class SheetError extends Error {
  override readonly name = 'SheetError';

  /** `messageId`: the catalog's wording of the same problem, for the screen (the English stays the message). */
  constructor(
    message: string,
    readonly messageId?: string,
  ) {
    super(message);
  }
}

/** A cell as trimmed text ('' for an empty one; a date cell as its calendar day). */
export function cellText(cell: Cell): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString().slice(0, 10);
  return String(cell).trim();
}

/** 'Jersey  No.' → 'jerseyno': how header names are compared. */
export function compactHeader(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * The first non-blank row is the header: each known column's index (the first one wins), found through
 * `headers` (compacted header name → column). Rows keep their sheet row numbers (the header's is its own).
 */
export function readHeader<C extends string>(cells: readonly (readonly Cell[])[], headers: Readonly<Record<string, C>>) {
  const headerIndex = cells.findIndex((row) => row.some((cell) => cellText(cell) !== ''));
  const columns = new Map<C, number>();
  const names: string[] = [];
  if (headerIndex >= 0) {
    (cells[headerIndex] ?? []).forEach((cell, index) => {
      const name = cellText(cell);
      names[index] = name;
      const column = headers[compactHeader(name)];
      if (column && !columns.has(column)) columns.set(column, index);
    });
  }
  /** The data rows below the header with their sheet row numbers (1-based); blank rows left out. */
  const rows =
    headerIndex < 0
      ? []
      : cells
          .slice(headerIndex + 1)
          .map((row, offset) => ({ row: headerIndex + offset + 2, cells: row }))
          .filter(({ cells: row }) => row.some((cell) => cellText(cell) !== ''));
  return { headerIndex, columns, names, rows };
}

/**
 * CSV as Excel and Google Sheets write it: quoted fields may hold the separator, quotes ("") and line
 * breaks. The separator is ',' unless the header line only has ';' (a European Excel export).
 */
export function parseCsv(source: string): string[][] {
  const input = source.replace(/^\uFEFF/, '');
  const firstLine = input.slice(0, input.search(/\r?\n|$/));
  const separator = !firstLine.includes(',') && firstLine.includes(';') ? ';' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < input.length; i += 1) {
    const char = input[i];
    if (quoted) {
      if (char === '"' && input[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        field += char;
      }
    } else if (char === '"' && field === '') {
      quoted = true;
    } else if (char === separator) {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && input[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else {
      field += char;
    }
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** A .csv or .xlsx file → its cells. The .xlsx reader is loaded only when one is picked (its own chunk). */
export async function readSheetFile(file: File): Promise<Cell[][]> {
  const name = file.name.toLowerCase();
  if (name.endsWith('.csv') || file.type === 'text/csv') return parseCsv(await file.text());
  if (name.endsWith('.xlsx')) {
    const { readSheet } = await import('read-excel-file/universal');
    try {
      return (await readSheet(file)) as Cell[][];
    } catch {
      throw new SheetError('This .xlsx file could not be read. Save it again from your spreadsheet program, or export it as .csv.', 'sheetImport.error.unreadable');
    }
  }
  throw new SheetError('Choose a .csv or .xlsx file.', 'sheetImport.error.format');
}
