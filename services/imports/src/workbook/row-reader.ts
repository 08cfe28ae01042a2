import { importSaid, splitSemicolonValues, type ImportMessageId, type WordedMessage } from '@pitchside/shared';
import { cellPrimitive, cellText, type CellResult } from './cells';
import { FIELD_LABELS, columnLetter, type HeaderMap } from './headers';
import type { ImportLimits } from './limits';
import { problemText, type ImportProblem } from './problems';

export type Cells = readonly unknown[];

/** Reads a row's cells through its sheet's header map, collecting problems with their column names. */
export class RowReader {
  readonly problems: ImportProblem[] = [];

  constructor(
    private readonly cells: Cells,
    private readonly headers: HeaderMap,
    private readonly sheet: string,
    private readonly row: number,
    private readonly limits: ImportLimits,
  ) {}

  raw(field: string): unknown {
    const column = this.headers.columns.get(field);
    return column === undefined ? undefined : this.cells[column];
  }

  has(field: string): boolean {
    return this.headers.columns.has(field);
  }

  /** The problems in column order, as a person reads the row. */
  sorted(): ImportProblem[] {
    const at = (problem: ImportProblem) =>
      Number(
        /column ([A-Z]+)\)/
          .exec(problem.column ?? '')?.[1]
          ?.split('')
          .reduce((sum, char) => sum * 26 + char.charCodeAt(0) - 64, 0) ?? 0,
      );
    return [...this.problems].sort((a, b) => at(a) - at(b));
  }

  problem(field: string, message: string | WordedMessage<ImportMessageId>): void {
    const column = this.headers.columns.get(field);
    this.problems.push({ sheet: this.sheet, row: this.row, column: `${FIELD_LABELS[field] ?? field}${column ? ` (column ${columnLetter(column)})` : ''}`, ...problemText(message) });
  }

  take<T>(field: string, result: CellResult<T>): T | undefined {
    if (result.ok) return result.value;
    this.problem(field, importSaid(result.id, { ...result.values, column: FIELD_LABELS[field] ?? field }));
    return undefined;
  }

  text(field: string): string | undefined {
    return this.take(field, cellText(this.raw(field), this.limits.maxCellChars));
  }

  /** Semicolon-separated values (spec §3), each checked like text. */
  list(field: string): string[] {
    const text = this.text(field);
    return text ? splitSemicolonValues(text) : [];
  }

  isEmpty(): boolean {
    for (const column of this.headers.fields.keys()) {
      const primitive = cellPrimitive(this.cells[column]);
      if (!primitive.ok) return false;
      const value = primitive.value;
      if (value !== undefined && value !== null && String(value).trim() !== '') return false;
    }
    return true;
  }
}
