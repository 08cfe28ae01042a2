import { SERVER_CATALOGS, type ServerCatalogs, type ServerMessageId } from './catalog';
import type { MessageId } from './catalog/messages';
import type { Locale } from './locales';

/**
 * A message as the server means it: a stable catalog id (of the server catalog, or of an area's catalog:
 * catalog/messages.ts) and the values its words take.
 */
export interface ServerMessage {
  id: ServerMessageId | MessageId;
  values?: Readonly<Record<string, string | number>>;
}

export function isServerMessageId(value: string, catalogs: ServerCatalogs = SERVER_CATALOGS): value is ServerMessageId {
  return Object.hasOwn(catalogs.en, value);
}

const idsOfEnglish = new WeakMap<object, Map<string, ServerMessageId>>();

/**
 * The id of a message a use case still throws as English text (MESSAGES.x, which the English catalog
 * words): the bridge for throw sites not yet written as `{ id }`. Only the English catalog is read, so
 * rewording it rewords the thrown text and the bridge together; no translation is keyed by English.
 */
export function serverMessageIdOf(english: string, catalogs: ServerCatalogs = SERVER_CATALOGS): ServerMessageId | undefined {
  let ids = idsOfEnglish.get(catalogs.en);
  if (!ids) {
    ids = new Map(Object.entries(catalogs.en).map(([id, text]) => [text, id as ServerMessageId]));
    idsOfEnglish.set(catalogs.en, ids);
  }
  return ids.get(english);
}

/**
 * A message that takes no values, in `locale`, without an ICU parser (the browser build has none): the
 * catalog's text is the message itself (server-message-catalog.test.ts holds every such message to it).
 */
export function serverMessageText(locale: Locale, id: ServerMessageId, catalogs: ServerCatalogs = SERVER_CATALOGS): string {
  return catalogs[locale][id] ?? catalogs.en[id];
}
