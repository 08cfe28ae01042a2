import * as z from 'zod';

/**
 * The languages Pitchside speaks. English is the default and the spec's own words; the others
 * are complete translations. A BCP 47 primary language subtag is all we need: the product has one Swedish,
 * one German, … (no regional variants), and Intl picks the regional formats from the browser's own tag.
 */
export const LOCALES = ['en', 'sv', 'de', 'es', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language named in itself, as a language switcher lists them. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', sv: 'Svenska', de: 'Deutsch', es: 'Español', fr: 'Français' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The profile's `language` field: one of the five, nothing else is stored. */
export const localeSchema = z.enum(LOCALES, { error: 'Choose one of the languages Pitchside speaks' });

/** 'de-AT' → 'de'; an unknown or malformed tag → undefined. */
export function localeOfTag(tag: string | null | undefined): Locale | undefined {
  if (!tag) return undefined;
  const primary = tag.trim().split(/[-_]/)[0]?.toLowerCase();
  return isLocale(primary) ? primary : undefined;
}

/** The longest header we read: a real browser sends well under 200 characters. */
const MAX_ACCEPT_LANGUAGE = 512;

/**
 * The best of our languages for an `Accept-Language` header ('sv-SE,sv;q=0.9,en;q=0.8' → 'sv'), by the
 * header's q-values and then its order; English when nothing matches or the header is missing.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranges = header
    .slice(0, MAX_ACCEPT_LANGUAGE)
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
      return { locale: localeOfTag(tag), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((range): range is { locale: Locale; q: number; index: number } => range.locale !== undefined && range.q > 0 && !Number.isNaN(range.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranges[0]?.locale ?? DEFAULT_LOCALE;
}

/** The first of the browser's preferred languages that we speak (`navigator.languages`). */
export function localeFromPreferences(tags: readonly string[]): Locale {
  for (const tag of tags) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
