import type { IntlShape } from 'react-intl';
import { translatedMessage } from './server-message';

type Words = Pick<IntlShape, 'formatMessage' | 'messages'>;

/**
 * Why a row of a users or players sheet (read in the browser) cannot be sent, in English as the sheet
 * readers write it (`{name}` marks a value; the same words as `sheetImport.reason.<key>` in the app
 * catalog, which `sheetReasonText` words in the reader's language by the key). The column names stay
 * English: they are the headers the reader looks for.
 */
const SHEET_REASONS = {
  unknownRole: 'Unknown role: {roles}',
  jerseyNumber: "Jersey Number: '{value}' is not a number from 0 to 999",
  labelled: '{label}: {text}',
} as const;

type SheetReasonKey = keyof typeof SHEET_REASONS;
type SheetReason = { key: SheetReasonKey; values: Record<string, string> };

// A reason's key rides beside its problem, not in it: a problem keeps its plain `{ row, reason }` shape
// (the English) and the dialog words it by the key. Nothing is read back from the English.
const REASONS = new WeakMap<object, SheetReason>();

/** A row's problem with its reason by key and values: `reason` is its English, `sheetReasonText` words the key. */
export function sheetProblem<P extends { reason: string }>(problem: Omit<P, 'reason'>, key: SheetReasonKey, values: Record<string, string>): P {
  const withReason = { ...problem, reason: SHEET_REASONS[key].replace(/\{([a-zA-Z]+)\}/g, (whole, name: string) => values[name] ?? whole) } as P;
  REASONS.set(withReason, { key, values });
  return withReason;
}

/**
 * A row's reason in the reader's language: by its key when `sheetProblem` made it (a labelled rule's message
 * worded through the shared rules' table, as the form would say it), else a rule's or the API's message as
 * the shared table words it ("Please input your Role"), else as it came.
 */
export function sheetReasonText(intl: Words, problem: { reason: string }): string {
  const said = REASONS.get(problem);
  if (!said) return translatedMessage(problem.reason);
  const values = said.key === 'labelled' ? { ...said.values, text: translatedMessage(said.values.text ?? '') } : said.values;
  return intl.formatMessage({ id: `sheetImport.reason.${said.key}` }, values);
}
