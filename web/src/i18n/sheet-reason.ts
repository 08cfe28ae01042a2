import { importSaid, type ImportMessageId, type MessageValues, type WordedMessage } from '@pitchside/shared';
import type { IntlShape } from 'react-intl';
import { translatedMessage } from './server-message';

type Words = Pick<IntlShape, 'formatMessage' | 'messages'>;

// A reason's message rides beside its problem, not in it: a problem keeps its plain `{ row, reason }` shape
// (the English, as the sheet readers and the API write it) and the dialog words it by the id.
const REASONS = new WeakMap<object, WordedMessage<ImportMessageId>>();

/**
 * A row's problem whose reason is a message of catalog/imports (`imports.sheet.*`): `reason` is its
 * English, and `sheetReasonText` words it by its id. The column names stay English: they are the headers
 * the reader looks for.
 */
export function sheetProblem<P extends { reason: string }>(problem: Omit<P, 'reason'>, id: ImportMessageId, values: MessageValues): P {
  const said = importSaid(id, values);
  const withReason = { ...problem, reason: said.message } as P;
  REASONS.set(withReason, said);
  return withReason;
}

/**
 * A row's reason in the reader's language: by its id when `sheetProblem` made it (a labelled rule's message
 * worded through the shared rules' table, as the form would say it), else a rule's or the API's message as
 * the shared table words it ("Please input your Role"), else as it came.
 */
export function sheetReasonText(intl: Words, problem: { reason: string }): string {
  const said = REASONS.get(problem);
  if (!said || !Object.hasOwn(intl.messages, said.messageId)) return translatedMessage(problem.reason);
  const values = said.messageId === 'imports.sheet.labelled' ? { ...said.values, text: translatedMessage(String(said.values.text)) } : said.values;
  return intl.formatMessage({ id: said.messageId }, values);
}
