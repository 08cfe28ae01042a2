/**
 * Cell values as exceljs's streaming reader gives them (string, number, boolean, Date, rich text,
 * hyperlink, formula with or without its cached result, error), reduced to what an import reads: text,
 * a number, or a calendar date/time. Every failure is a message for the row's report.
 */
import { formatMinutes, type ImportMessageId, type MessageValues } from '@pitchside/shared';

/** A failure is a message of catalog/imports (`imports.cell.*`) without its `{column}`, which the row's reader adds. */
export type CellResult<T> = { ok: true; value: T } | { ok: false; id: ImportMessageId; values: MessageValues };

const ok = <T>(value: T): CellResult<T> => ({ ok: true, value });
const fail = <T>(id: ImportMessageId, values: MessageValues = {}): CellResult<T> => ({ ok: false, id, values });

type Primitive = string | number | boolean | Date | null | undefined;

/**
 * A formula cell gives its cached result (what Excel last calculated); one without a result is refused,
 * because we never evaluate formulas. Rich text and hyperlinks give their text.
 */
export function cellPrimitive(value: unknown): CellResult<Primitive> {
  if (value === null || value === undefined) return ok(undefined);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return ok(value);
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if ('formula' in record || 'sharedFormula' in record) {
      const result = record.result;
      if (result === undefined || result === null) return fail('imports.cell.formulaNoValue');
      return cellPrimitive(result);
    }
    if ('error' in record) return fail('imports.cell.error', { error: String(record.error) });
    if (Array.isArray(record.richText)) return ok((record.richText as { text?: unknown }[]).map((run) => String(run.text ?? '')).join(''));
    if ('text' in record) return cellPrimitive(record.text);
  }
  return fail('imports.cell.unreadable');
}

/**
 * Text that a spreadsheet program would run as a formula when the data is exported again (CSV/formula
 * injection: '=HYPERLINK(…)', '+cmd|…', '-2+3', '@SUM(…)'). Stored text never starts like that.
 */
export function looksLikeFormula(text: string): boolean {
  if (/^[=+@\t\r]/.test(text)) return true;
  return text.startsWith('-') && !/^-\d+([.,]\d+)?$/.test(text);
}

/**
 * The CSV export (use-cases/export-csv.ts) writes formula-like text with an apostrophe in front, the way
 * spreadsheet programs mark "this is text" ('=A1 stays the text =A1). Reading that cell back gives the
 * text without the apostrophe, so an export imports back to the same names. The rule is exact both ways:
 * an apostrophe is added only before text that looks like a formula once its leading apostrophes are
 * taken away, and removed only from such text ('t Gooi keeps its apostrophe).
 */
const FORMULA_ESCAPE = "'";

export function escapeFormulaText(text: string): string {
  return looksLikeFormula(text.replace(/^'+/, '')) ? `${FORMULA_ESCAPE}${text}` : text;
}

export function unescapeFormulaText(text: string): string {
  return text.startsWith(FORMULA_ESCAPE) && looksLikeFormula(text.replace(/^'+/, '')) ? text.slice(1) : text;
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** Plain text: trimmed, control characters removed, never formula-like, never too long. HTML stays as typed. */
export function cellText(value: unknown, maxChars: number): CellResult<string | undefined> {
  const primitive = cellPrimitive(value);
  if (!primitive.ok) return primitive;
  const raw = primitive.value;
  if (raw === undefined || raw === null) return ok(undefined);
  const text = (raw instanceof Date ? raw.toISOString() : String(raw)).replace(CONTROL, '').trim();
  if (text === '') return ok(undefined);
  if (text.length > maxChars) return fail('imports.cell.tooLong', { max: maxChars });
  const unescaped = unescapeFormulaText(text);
  if (unescaped !== text) return ok(unescaped);
  if (looksLikeFormula(text)) return text[0] === '\t' ? fail('imports.cell.formulaTab', { text: text.slice(0, 40) }) : fail('imports.cell.formula', { text: text.slice(0, 40), first: text[0] ?? '' });
  return ok(text);
}

export function cellInteger(value: unknown): CellResult<number | undefined> {
  const primitive = cellPrimitive(value);
  if (!primitive.ok) return primitive;
  const raw = primitive.value;
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) return ok(undefined);
  const number = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(number) || number < 0) return fail('imports.cell.notWholeNumber', { value: String(raw).slice(0, 20) });
  return ok(number);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Excel's day 0 in the 1900 date system (1899-12-30, which absorbs Excel's 1900 leap-year bug). */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);

function validDate(year: number, month: number, day: number): string | undefined {
  if (year < 2000 || year > 2100) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return `${year}-${pad(month)}-${pad(day)}`;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

export interface CalendarValue {
  date?: string;
  time?: string;
}

function timeOfDayFraction(fraction: number): string {
  return formatMinutes(Math.round(fraction * 24 * 60) % (24 * 60));
}

/** A time typed as text: '10:30', '9.15', '10:30:00', '2:30 PM', '14h30'. */
export function parseTimeText(text: string): string | undefined {
  const match = /^(\d{1,2})(?:[:.h](\d{2}))?(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?$/i.exec(text.trim());
  if (!match) return undefined;
  let hours = Number(match[1]);
  const minutes = Number(match[2] ?? 0);
  const meridiem = match[4]?.toLowerCase().replace(/\./g, '');
  if (!match[2] && !meridiem) return undefined;
  if (meridiem) {
    if (hours < 1 || hours > 12) return undefined;
    hours = (hours % 12) + (meridiem === 'pm' ? 12 : 0);
  }
  if (hours > 23 || minutes > 59) return undefined;
  return `${pad(hours)}:${pad(minutes)}`;
}

/**
 * A date as a calendar day ('YYYY-MM-DD'), with the time of day when the cell carries one. Reads real
 * date cells, Excel serial numbers (45809 = 2025-06-01) and text: ISO, day-first with dots
 * ('1.6.2025'), slashes when unambiguous ('25/06/2025', '06/25/2025'), and month names ('1 June 2025').
 */
export function parseDateCell(value: unknown): CellResult<CalendarValue | undefined> {
  const primitive = cellPrimitive(value);
  if (!primitive.ok) return primitive;
  const raw = primitive.value;
  if (raw === undefined || raw === null || raw === '') return ok(undefined);
  if (raw instanceof Date) {
    if (Number.isNaN(raw.getTime())) return fail('imports.cell.notADate');
    const date = validDate(raw.getUTCFullYear(), raw.getUTCMonth() + 1, raw.getUTCDate());
    if (!date) return fail('imports.cell.dateOutOfRange', { value: raw.toISOString().slice(0, 10) });
    const hasTime = raw.getUTCHours() !== 0 || raw.getUTCMinutes() !== 0;
    return ok({ date, ...(hasTime ? { time: `${pad(raw.getUTCHours())}:${pad(raw.getUTCMinutes())}` } : {}) });
  }
  if (typeof raw === 'number') {
    if (!Number.isFinite(raw) || raw < 36526 || raw > 73415) return fail('imports.cell.numberNotDate', { value: String(raw) });
    const day = Math.floor(raw);
    const when = new Date(EXCEL_EPOCH_MS + day * 86_400_000);
    const date = validDate(when.getUTCFullYear(), when.getUTCMonth() + 1, when.getUTCDate()) as string;
    const fraction = raw - day;
    return ok({ date, ...(fraction > 1e-9 ? { time: timeOfDayFraction(fraction) } : {}) });
  }
  if (typeof raw === 'boolean') return fail('imports.cell.notADate');
  const text = raw.trim();
  const [dayPart = '', ...rest] = text.split(/[ T](?=\d{1,2}[:.h]\d{2})/);
  const timeText = rest.join(' ').replace(/(\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/, '');
  const time = timeText ? parseTimeText(timeText) : undefined;
  if (timeText && !time) return fail('imports.cell.unreadableTime', { value: text });
  const withTime = (date: string | undefined): CellResult<CalendarValue | undefined> => (date ? ok({ date, ...(time ? { time } : {}) }) : fail('imports.cell.notDate', { value: text }));

  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(dayPart);
  if (match) return withTime(validDate(Number(match[1]), Number(match[2]), Number(match[3])));
  match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(dayPart);
  if (match) return withTime(validDate(Number(match[3]), Number(match[2]), Number(match[1])));
  match = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(dayPart);
  if (match) {
    const first = Number(match[1]);
    const second = Number(match[2]);
    const year = Number(match[3]);
    if (first > 12 && second <= 12) return withTime(validDate(year, second, first));
    if (second > 12 && first <= 12) return withTime(validDate(year, first, second));
    if (first === second) return withTime(validDate(year, first, second));
    return fail('imports.cell.ambiguousDate', { value: text });
  }
  match = /^(\d{1,2})\.?\s+([a-z]+)\.?,?\s+(\d{4})$/i.exec(dayPart) ?? null;
  const named = match
    ? { day: Number(match[1]), month: match[2] ?? '', year: Number(match[3]) }
    : (() => {
        const us = /^([a-z]+)\.?\s+(\d{1,2}),?\s+(\d{4})$/i.exec(dayPart);
        return us ? { day: Number(us[2]), month: us[1] ?? '', year: Number(us[3]) } : null;
      })();
  if (named) {
    const month = MONTHS.indexOf(named.month.slice(0, 3).toLowerCase()) + 1;
    if (month > 0) return withTime(validDate(named.year, month, named.day));
  }
  return fail('imports.cell.notDate', { value: text.slice(0, 40) });
}

/** A time of day ('HH:MM') from a time cell, a day fraction (0.4375 = 10:30) or text. */
export function parseTimeCell(value: unknown): CellResult<string | undefined> {
  const primitive = cellPrimitive(value);
  if (!primitive.ok) return primitive;
  const raw = primitive.value;
  if (raw === undefined || raw === null || raw === '') return ok(undefined);
  if (raw instanceof Date) return ok(`${pad(raw.getUTCHours())}:${pad(raw.getUTCMinutes())}`);
  if (typeof raw === 'number') {
    if (raw >= 0 && raw < 1) return ok(timeOfDayFraction(raw));
    return fail('imports.cell.numberNotTime', { value: String(raw) });
  }
  const time = parseTimeText(String(raw));
  return time ? ok(time) : fail('imports.cell.notTime', { value: String(raw).slice(0, 20) });
}
