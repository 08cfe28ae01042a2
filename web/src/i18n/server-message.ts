import { DEFAULT_LOCALE, isLocale, translateServerMessage } from '@pitchside/shared';
import { activeLocale, PSEUDO_LOCALE } from './active-locale';

/**
 * A message of the shared rules (the zod schemas' field messages, the spec's MESSAGES) in the language on
 * screen. The API translates the same English with the same table (`translateServerMessage`), so a form
 * says what the server would say, without a per-form copy of the wording. The pseudo-locale brackets what
 * the table knows (the e2e run then sees it came through a translation) and leaves the rest bare.
 */
export function translatedMessage(message: string): string {
  const locale = activeLocale();
  if (isLocale(locale)) return translateServerMessage(locale, message);
  if (locale === PSEUDO_LOCALE && translateServerMessage('sv', message) !== message) return `⟦${message}⟧`;
  return translateServerMessage(DEFAULT_LOCALE, message);
}
