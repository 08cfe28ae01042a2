import { DEFAULT_LOCALE, isLocale, type Locale } from '@pitchside/shared';

/**
 * The language the app speaks right now, for code outside React (Intl formatters, the API client's
 * Accept-Language). The language store sets it before it tells React, so a re-render formats in it.
 * `en-XA` is the pseudo-locale of the tests (see i18n.md).
 */
let active: string = DEFAULT_LOCALE;

export function activeLocale(): string {
  return active;
}

/**
 * The language on screen as a `lang` for what the server words (the PDF, calendar feeds), or undefined
 * for the pseudo-locale, which the server does not speak (it then answers in English).
 */
export function serverLocale(): Locale | undefined {
  return isLocale(active) ? active : undefined;
}

export function setActiveLocale(locale: string): void {
  active = locale;
}

type DateOptions = Intl.DateTimeFormatOptions;
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A DateTimeFormat for the active language, built once per language and options (a page of fixtures
 * formats hundreds of times; toLocale*String would build a formatter each call).
 */
export function dateFormat(options: DateOptions): Intl.DateTimeFormat {
  const key = `${active}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(active), options);
    dateFormats.set(key, format);
  }
  return format;
}

/** Intl has no data for the pseudo-locale: it formats as English. */
export function intlLocale(locale: string): string {
  return locale === PSEUDO_LOCALE ? DEFAULT_LOCALE : locale;
}

export const PSEUDO_LOCALE = 'en-XA';
