import { IntlMessageFormat } from 'intl-messageformat';
import { SERVER_CATALOGS } from './catalog';
import { MESSAGE_CATALOGS } from './catalog/messages';
import type { Locale } from './locales';
import type { ServerMessage } from './server-message-catalog';

const compiled = new WeakMap<object, Map<string, IntlMessageFormat>>();

type Catalogs = Record<Locale, Readonly<Record<string, string>>>;

let all: Catalogs | undefined;

/** The server catalog and every area's (catalog/messages.ts), per language: one id space (merged on first use). */
function allCatalogs(): Catalogs {
  all ??= Object.fromEntries(Object.entries(SERVER_CATALOGS).map(([locale, catalog]) => [locale, { ...catalog, ...MESSAGE_CATALOGS[locale as Locale] }])) as unknown as Catalogs;
  return all;
}

/**
 * A server message in `locale`, formatted by intl-messageformat from that language's ICU catalog (the
 * server's side; Node has the parser). Compiled once per catalog and id: an error mapper calls it per request.
 */
export function formatServerMessage(locale: Locale, message: ServerMessage, catalogs: Catalogs = allCatalogs()): string {
  const catalog = catalogs[locale];
  let formats = compiled.get(catalog);
  if (!formats) compiled.set(catalog, (formats = new Map()));
  let format = formats.get(message.id);
  if (!format) {
    format = new IntlMessageFormat(catalog[message.id] ?? catalogs.en[message.id] ?? message.id, locale);
    formats.set(message.id, format);
  }
  return String(format.format(message.values));
}
