import { DEFAULT_LOCALE, isLocale, saidOf, translateServerMessage, wordSaid } from '@pitchside/shared';
import type { SaidMessage } from '../lib/api-error';
import { activeLocale, PSEUDO_LOCALE } from './active-locale';

/**
 * A message the shared rules said (a zod schema's field message, zod's own words for a limit, the spec's
 * MESSAGES) in the language on screen, worded by its id from the shared catalogs (`saidOf`: the schemas
 * make their English from the form catalog and remember the id), as the API words a 400's fields. The
 * pseudo-locale brackets what has an id (the e2e run then sees it came through a catalog) and leaves the
 * rest bare.
 */
export function translatedMessage(message: string): string {
  const locale = activeLocale();
  if (isLocale(locale)) return translateServerMessage(locale, message);
  if (locale === PSEUDO_LOCALE && saidOf(message)) return `⟦${message}⟧`;
  return translateServerMessage(DEFAULT_LOCALE, message);
}

/**
 * A 400's field message sent as its id (`fieldMessages`) in the language on screen, from the shared
 * catalogs; the pseudo-locale brackets it. `english` is the server's text, shown when no catalog has the id.
 */
export function translatedSaid(said: SaidMessage, english: string): string {
  const locale = activeLocale();
  if (isLocale(locale)) return wordSaid(locale, { messageId: said.id, values: said.values }, english);
  if (locale === PSEUDO_LOCALE) return `⟦${english}⟧`;
  return english;
}
