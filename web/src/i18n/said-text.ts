import type { IntlShape } from 'react-intl';
import { slotName } from './slot-name';

type Words = Pick<IntlShape, 'formatMessage' | 'messages'>;

/** A message sent as an id with its values (the server's, or shared code's): catalog/* in @pitchside/shared. */
export interface Said {
  id: string;
  values?: Readonly<Record<string, string | number>> | undefined;
}

/**
 * A message in the reader's language, worded by its id from the catalogs (the shared catalogs are compiled
 * into the app half at build: build/i18n-catalogs.ts). Nothing is read back from the English: the values
 * go in as sent, except a knockout side's placeholder ('Winner Group A', the name a team has until it is
 * known), which is worded like every other team name on the board. A message without an id (a report
 * stored before messages had ids), or one this build does not know, shows its English.
 */
export function saidText(intl: Words, said: Said | undefined, english: string): string {
  if (!said || !Object.hasOwn(intl.messages, said.id)) return english;
  const values = Object.fromEntries(Object.entries(said.values ?? {}).map(([name, value]) => [name, typeof value === 'string' ? slotName(intl, value) : value]));
  return intl.formatMessage({ id: said.id }, values);
}

/** A message that carries its English with its id and values (`message`, `messageId`, `values`: a rule's violation, a reason). */
export function wordedText(intl: Words, worded: { message: string; messageId?: string | undefined; values?: Said['values'] }): string {
  return saidText(intl, worded.messageId ? { id: worded.messageId, values: worded.values } : undefined, worded.message);
}

type Worded = { message: string; messageId?: string | undefined; values?: Said['values'] };

/**
 * A reason made of parts (the scheduler's unplaced reasons: a lock and the rule it breaks, the rules that
 * together leave no slot): the reason and each part worded on their own, joined as the language joins them.
 * A build that does not know the reason's id shows its English, which already names the parts.
 */
export function wordedWithDetails(intl: Words, worded: Worded & { details?: readonly Worded[] | undefined }): string {
  const reason = wordedText(intl, worded);
  if (!worded.details?.length || !worded.messageId || !Object.hasOwn(intl.messages, worded.messageId)) return reason;
  const details = worded.details.map((part) => wordedText(intl, part)).join(', ');
  return intl.formatMessage({ id: 'scheduling.unplacedReason.withDetails' }, { reason, details });
}
