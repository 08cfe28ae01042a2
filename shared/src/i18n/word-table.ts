import { DEFAULT_LOCALE, type Locale } from './locales';

/**
 * The one lookup behind every server-side words table (API messages, e-mails, pushes, the PDF and the
 * calendar feeds): English is the original and always there; a language without a row, or no language
 * at all (a follower who never said), reads English.
 */
export type Translations<T = string> = Record<Exclude<Locale, 'en'>, T>;
export type WordTable<T> = { en: T } & Partial<Translations<T>>;

/** `table`'s row in `locale`, else English. */
export function inLanguage<T>(table: WordTable<T>, locale: Locale | null | undefined): T {
  return (locale ? table[locale] : undefined) ?? table.en;
}

/** An accessor for a table of whole rows (`pushWords('sv')`). */
export function wordsOf<T>(table: WordTable<T>): (locale: Locale | null | undefined) => T {
  return (locale) => inLanguage(table, locale);
}

/**
 * A text keyed by its English original, in `locale`: the English itself, its translation, or the
 * English again when the table has none (a rare, technical message stays readable).
 */
export function translatedText(table: Readonly<Record<string, Translations>>, locale: Locale | null | undefined, english: string): string {
  if (!locale || locale === DEFAULT_LOCALE) return english;
  return table[english]?.[locale as Exclude<Locale, 'en'>] ?? english;
}

const pluralRules = new Map<Locale, Intl.PluralRules>();

/** Whether `count` takes the language's singular ('1 match', but French '0 match' too). */
export function isOne(locale: Locale, count: number): boolean {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(count) === 'one';
}

/** The singular or plural of a counted word in `locale`. */
export const plural = (locale: Locale, count: number, one: string, other: string) => (isOne(locale, count) ? one : other);
