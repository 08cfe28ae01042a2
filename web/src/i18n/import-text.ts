import { importMessageText, type ImportMessage, type ImportMessageId } from '@pitchside/shared';
import type { IntlShape } from 'react-intl';

type Words = Pick<IntlShape, 'formatMessage' | 'messages'>;

/**
 * An import line (a report line, the job's error, a preview's problem, note or skipped reason) in the
 * reader's language, worded by its id from the imports' catalogs (catalog/imports in @pitchside/shared,
 * compiled into the app half at build), with its place in front when it has one. Values go in as written:
 * a row or a count keeps its digits exactly as the service wrote them ('1500', '12,345'), so English reads
 * byte for byte as it came. A line without a message (worded only in English by the service, or stored
 * before lines had ids), or one this build does not know, shows its English. Nothing is read back from it.
 */
export function importText(intl: Words, message: ImportMessage | null | undefined, english: string): string {
  if (!message || !Object.hasOwn(intl.messages, message.messageId)) return english;
  return importMessageText(message, (id: ImportMessageId, values) => intl.formatMessage({ id }, Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)]))));
}

/** A preview's problem in the reader's language: its message only (the table shows its place apart). */
export const problemText = (intl: Words, problem: { message: string; messageId?: ImportMessageId | undefined; values?: ImportMessage['values'] | undefined }): string =>
  importText(intl, problem.messageId ? { messageId: problem.messageId, values: problem.values ?? {} } : null, problem.message);
