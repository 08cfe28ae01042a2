import type { IntlShape } from 'react-intl';
import { translatedMessage } from './server-message';
import { compileTemplates, matchTemplate } from './template-match';

type Words = Pick<IntlShape, 'formatMessage'>;

/**
 * Why a row of a users or players sheet cannot be sent, in English as the sheet readers write it (`{name}`
 * marks a value). The sheet-import dialog words a reason in the reader's language through
 * `sheetImport.reason.<key>`, whose English is the same sentence. The column names stay English: they are
 * the headers the reader looks for.
 */
export const SHEET_REASONS = {
  unknownRole: 'Unknown role: {roles}',
  jerseyNumber: "Jersey Number: '{value}' is not a number from 0 to 999",
  labelled: '{label}: {text}',
} as const;

type SheetReasonKey = keyof typeof SHEET_REASONS;

/** A reason with its values in (English). */
export function sheetReason(key: SheetReasonKey, values: Record<string, string>): string {
  return SHEET_REASONS[key].replace(/\{([a-zA-Z]+)\}/g, (whole, name: string) => values[name] ?? whole);
}

const TEMPLATES = compileTemplates<SheetReasonKey>([
  ['unknownRole', SHEET_REASONS.unknownRole],
  ['jerseyNumber', SHEET_REASONS.jerseyNumber],
]);

/**
 * A row's reason in the reader's language: a sentence above, a rule's message the shared table knows
 * ("Please input your Role"), or "Column: message" with the message translated. Otherwise as it came
 * (a server's reason the table does not know).
 */
export function sheetReasonText(intl: Words, reason: string): string {
  const found = matchTemplate(TEMPLATES, reason);
  if (found) return intl.formatMessage({ id: `sheetImport.reason.${found.key}` }, found.values);
  const whole = translatedMessage(reason);
  if (whole !== reason) return whole;
  const at = reason.indexOf(': ');
  const text = at > 0 ? translatedMessage(reason.slice(at + 2)) : reason;
  return at > 0 && text !== reason.slice(at + 2) ? intl.formatMessage({ id: 'sheetImport.reason.labelled' }, { label: reason.slice(0, at), text }) : whole;
}
