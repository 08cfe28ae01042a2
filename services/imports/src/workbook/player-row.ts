import { importSaid, isValidName, MESSAGES } from '@pitchside/shared';
import { cellInteger, cellPrimitive, cellText, parseDateCell } from './cells';
import { columnLetter, type HeaderMap } from './headers';
import { problemText } from './problems';
import { RowReader, type Cells } from './row-reader';
import type { ImportLimits } from './limits';
import type { PlayerRow, RowOutcome } from './rows';

export function readPlayerRow(cells: Cells, headers: HeaderMap, sheet: string, row: number, limits: ImportLimits): RowOutcome<PlayerRow> {
  const read = new RowReader(cells, headers, sheet, row, limits);
  const extra: Record<string, string | number | boolean> = {};
  for (const [column, key] of headers.extras) {
    const primitive = cellPrimitive(cells[column]);
    const value = primitive.ok ? primitive.value : undefined;
    if (value === undefined || value === null || value === '') continue;
    if (typeof value === 'string') {
      const text = cellText(value, limits.maxCellChars);
      if (!text.ok) {
        read.problems.push({ sheet, row, column: `${key} (column ${columnLetter(column)})`, ...problemText(importSaid(text.id, { ...text.values, column: key })) });
        continue;
      }
      if (text.value !== undefined) extra[key] = text.value;
    } else extra[key] = value instanceof Date ? value.toISOString().slice(0, 10) : value;
  }
  if (read.isEmpty() && Object.keys(extra).length === 0) return { kind: 'empty' };
  const first = read.text('firstName');
  const last = read.text('lastName');
  const name = read.text('name') ?? ([first, last].filter(Boolean).join(' ') || undefined);
  const teamIds = read.list('teamId');
  const registrationId = read.text('registrationId');
  const jerseyNumber = read.take('jerseyNumber', cellInteger(read.raw('jerseyNumber')));
  const position = read.text('position');
  const born = read.has('dateOfBirth') ? read.take('dateOfBirth', parseDateCell(read.raw('dateOfBirth'))) : undefined;
  if (!name && teamIds.length > 0) read.problem(read.has('name') ? 'name' : 'firstName', importSaid('imports.empty', { column: 'Name' }));
  // The player form's rule: a name imported here can be edited later without retyping it.
  else if (name && !isValidName(name)) read.problem(read.has('name') ? 'name' : 'firstName', `${MESSAGES.invalidName}: '${name}'`);
  if (read.problems.length > 0) return { kind: 'problems', problems: read.sorted() };
  return {
    kind: 'row',
    value: {
      sheet,
      row,
      teamIds,
      extra,
      ...(name ? { name } : {}),
      ...(registrationId ? { registrationId } : {}),
      ...(jerseyNumber !== undefined ? { jerseyNumber } : {}),
      ...(position ? { position } : {}),
      ...(born?.date ? { dateOfBirth: born.date } : {}),
    },
  };
}
