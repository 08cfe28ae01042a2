import { IMPORTS_EN, type ImportMessageId } from '../i18n/catalog/imports/en';
import { fillMessage, type MessageValues, type WordedMessage } from '../i18n/message';
import type { ImportMessage, ImportReportLine } from './import-answers';

/**
 * An import message (catalog/imports) by its id and values, with its English filled in from the English
 * catalog: what the imports service stores and answers as the line's text, byte for byte the spec's
 * sentence. A client words the id in its language; nobody reads the English back.
 */
export const importSaid = (id: ImportMessageId, values: MessageValues = {}): WordedMessage<ImportMessageId> => ({
  message: englishWords(id, values),
  messageId: id,
  values,
});

/** How a catalog words an id with its values: the English catalog filled in (`englishWords`), or react-intl on the web. */
export type ImportWords = (id: ImportMessageId, values: MessageValues) => string;

/** The English catalog's words (what the service stores), filled without an ICU parser. */
export const englishWords: ImportWords = (id, values) => fillMessage(IMPORTS_EN[id], values);

/** "Sheet 'Schedule', row 12, Home Team (column G)": where a message is, worded part by part (the column is a header, as it is). */
export function importPlace(place: Pick<ImportMessage, 'sheet' | 'row' | 'column'>, words: ImportWords): string {
  return [place.sheet ? words('imports.placeSheet', { sheet: place.sheet }) : '', place.row ? words('imports.placeRow', { row: place.row }) : '', place.column ?? ''].filter(Boolean).join(', ');
}

/** A message with its place in front ("{place}: {text}"), or bare when it has none. */
export function placedText(place: Pick<ImportMessage, 'sheet' | 'row' | 'column'>, text: string, words: ImportWords): string {
  const where = importPlace(place, words);
  return where ? words('imports.placed', { place: where, text }) : text;
}

/** The words of an import message with its place, in the catalog `words` gives (the web passes react-intl's, so no English fill comes along). */
export const importMessageText = (message: ImportMessage, words: ImportWords): string => placedText(message, words(message.messageId, message.values), words);

// A line's message rides beside it, not in it: the line keeps the API's `{ sheet, row, reason }` shape and the
// job or preview answers the messages in a list of their own (`reportMessages`, `skippedMessages`).
const LINE_MESSAGES = /* @__PURE__ */ new WeakMap<ImportReportLine, ImportMessage>();

/**
 * A report line or skipped row by its message: `reason` is its English (with its column in front), and
 * `lineMessage(line)` gives its id and values until the service writes the line's messages beside it.
 */
export function importLine(sheet: string, row: number, id: ImportMessageId, values: MessageValues = {}, column?: string): ImportReportLine {
  const message: ImportMessage = { messageId: id, values, ...(column ? { column } : {}) };
  const line = { sheet, row, reason: importMessageText(message, englishWords) };
  LINE_MESSAGES.set(line, message);
  return line;
}

/** The message of a line `importLine` made, or null for a line worded only in English. */
export const lineMessage = (line: ImportReportLine): ImportMessage | null => LINE_MESSAGES.get(line) ?? null;
