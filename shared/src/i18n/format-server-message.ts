import { IntlMessageFormat } from 'intl-messageformat';
import { SERVER_CATALOGS, type ServerCatalogs } from './catalog';
import type { Locale } from './locales';
import type { ServerMessage } from './server-message-catalog';

const compiled = new WeakMap<object, Map<string, IntlMessageFormat>>();

/**
 * A server message in `locale`, formatted by intl-messageformat from that language's ICU catalog (the
 * server's side; Node has the parser). Compiled once per catalog and id: an error mapper calls it per request.
 */
export function formatServerMessage(locale: Locale, message: ServerMessage, catalogs: ServerCatalogs = SERVER_CATALOGS): string {
  const catalog = catalogs[locale];
  let formats = compiled.get(catalog);
  if (!formats) compiled.set(catalog, (formats = new Map()));
  let format = formats.get(message.id);
  if (!format) {
    format = new IntlMessageFormat(catalog[message.id] ?? catalogs.en[message.id], locale);
    formats.set(message.id, format);
  }
  return String(format.format(message.values));
}
