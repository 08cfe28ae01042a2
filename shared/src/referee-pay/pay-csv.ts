import type { RefereePayMessageId } from '../i18n/catalog/referee-pay';
import type { OfficialRole } from '../referees/availability';
import type { PayStatement, PaySummary } from './pay-statement';

/** The words of a statement or summary in the reader's language: the caller formats the catalog's ids. */
export type PayWords = (id: RefereePayMessageId, values?: Record<string, string | number>) => string;

const CRLF = '\r\n';

/** Digits after the decimal point of a currency (2 for EUR and SEK, 0 for JPY), as Intl knows them. */
export function minorDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** Minor units as a plain decimal a payroll sheet reads as a number ('1250.00'), never a locale's format. */
export function decimalAmount(amount: number, currency: string): string {
  const digits = minorDigits(currency);
  return (amount / 10 ** digits).toFixed(digits);
}

/** An amount for people in `locale` ('1 250,00 kr'); an unknown currency code falls back to '1250.00 XXX'. */
export function formatPay(amount: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount / 10 ** minorDigits(currency));
  } catch {
    return `${decimalAmount(amount, currency)} ${currency}`;
  }
}

/** One RFC 4180 field; text a spreadsheet would run as a formula gets a leading apostrophe. */
export function csvField(value: string | number): string {
  const raw = String(value);
  const text = typeof value === 'string' && /^[=+\-@\t\r]/.test(raw) ? `'${raw}` : raw;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csv = (rows: (string | number)[][]) => `\uFEFF${rows.map((row) => row.map(csvField).join(',')).join(CRLF)}${CRLF}`;

export const roleWord = (words: PayWords, role: OfficialRole) => words(role === 'centre' ? 'refereePay.words.centre' : 'refereePay.words.assistant');

/**
 * A referee's statement as CSV in their language: a row per match (fee empty where no rate is set), a row
 * per trip's allowance, and the total. Amounts are plain decimals with the currency in its own column.
 */
export function statementCsv(statement: PayStatement, words: PayWords): string {
  const money = (amount: number) => decimalAmount(amount, statement.currency);
  const rows: (string | number)[][] = [
    [
      words('refereePay.words.date'),
      words('refereePay.words.time'),
      words('refereePay.words.match'),
      words('refereePay.words.age'),
      words('refereePay.words.role'),
      words('refereePay.words.venue'),
      words('refereePay.words.currency'),
      words('refereePay.words.fee'),
      words('refereePay.words.allowance'),
    ],
  ];
  for (const line of statement.lines) {
    rows.push([line.date, line.time, `${line.homeTeam} – ${line.awayTeam}`, line.age, roleWord(words, line.role), line.venue, statement.currency, line.fee === null ? '' : money(line.fee), '']);
  }
  for (const trip of statement.allowances) rows.push([trip.date, '', '', '', '', trip.venue, statement.currency, '', money(trip.amount)]);
  rows.push([words('refereePay.words.total'), '', '', '', '', '', statement.currency, money(statement.totals.fees), money(statement.totals.allowances)]);
  rows.push([words('refereePay.words.total'), '', '', '', '', '', statement.currency, money(statement.totals.total), '']);
  return csv(rows);
}

/** The organizer's payroll export: one row per referee (totals), then the grand total. */
export function summaryCsv(summary: PaySummary, words: PayWords, paid: ReadonlySet<string>): string {
  const money = (amount: number) => decimalAmount(amount, summary.currency);
  const rows: (string | number)[][] = [
    [
      words('refereePay.words.referee'),
      'Id',
      words('refereePay.words.matches'),
      words('refereePay.words.currency'),
      words('refereePay.words.fees'),
      words('refereePay.words.allowances'),
      words('refereePay.words.total'),
      words('refereePay.words.paid'),
    ],
  ];
  for (const row of summary.referees) {
    rows.push([row.refereeName, row.refereeId, row.matches, summary.currency, money(row.fees), money(row.allowances), money(row.total), paid.has(row.refereeId) ? words('refereePay.words.paid') : '']);
  }
  rows.push([words('refereePay.words.total'), '', summary.totals.matches, summary.currency, money(summary.totals.fees), money(summary.totals.allowances), money(summary.totals.total), '']);
  return csv(rows);
}
