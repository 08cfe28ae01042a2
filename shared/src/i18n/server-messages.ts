import { SERVER_CATALOGS } from './catalog';
import { FORM_CATALOGS } from './catalog/form';
import { formSaidOf, type SaidMessage } from './form-text';
import type { Locale } from './locales';
import { fillMessage } from './message';
import { serverMessageIdOf } from './server-message-catalog';

/** The id (and values) of a message shared code said: a schema's (formText, zod's), else the server catalog's (the spec's MESSAGES, the API's errors). */
export function saidOf(message: string): SaidMessage | undefined {
  const id = formSaidOf(message) ?? serverMessageIdOf(message);
  return typeof id === 'string' ? { messageId: id } : id;
}

/**
 * A message shared code said in English (a schema's field message, zod's own words for a limit, the
 * spec's MESSAGES), in `locale`, by its id (`saidOf`): the form catalog or the server catalog words it,
 * filled without an ICU parser (the browser has none; neither catalog's value-taking messages use a
 * plural or select). English is the message itself, byte for byte (zod's own words name what it
 * received, which the id does not carry). A message without an id stays English.
 */
export function translateServerMessage(locale: Locale, message: string): string {
  if (locale === 'en') return message;
  const said = saidOf(message);
  return said ? wordSaid(locale, said, message) : message;
}

/**
 * A message sent as its id with values (a 400's `fieldMessages`), in `locale` from the form or server
 * catalog, English included (the sender may have answered in another language); `sent` (the words that
 * came beside the id) when no catalog has the id.
 */
export function wordSaid(locale: Locale, said: SaidMessage, sent: string): string {
  const template = (FORM_CATALOGS[locale] as Readonly<Record<string, string>>)[said.messageId] ?? (SERVER_CATALOGS[locale] as Readonly<Record<string, string>>)[said.messageId];
  if (template === undefined) return sent;
  try {
    return fillMessage(template, said.values);
  } catch {
    return sent;
  }
}
