import type { MessageFormatElement } from 'react-intl';
import type { Locale } from '@pitchside/shared';
import type { PSEUDO_LOCALE } from './active-locale';

/** A catalog as the app receives it: message id → the ICU message, compiled at build time. */
export type Catalog = Record<string, MessageFormatElement[]>;

/**
 * The two halves of each language: `public` (the public site, the shells, what every visitor sees) and
 * `app` (the signed-in screens and the auth pages). A spectator downloads only the public half.
 */
export const NAMESPACES = ['public', 'app'] as const;
export type Namespace = (typeof NAMESPACES)[number];

type CatalogLocale = Locale | typeof PSEUDO_LOCALE;
type Loader = () => Promise<{ default: Catalog }>;

/**
 * One dynamic import per language and half: each is its own chunk, compiled by build/i18n-catalogs.ts from
 * `catalogs/<half>/<code>.json`, so a visitor downloads only the language they read (the public
 * pages' initial JS stays within its budget). Spelled out: a bundler only splits literal import paths.
 */
const LOADERS: Record<Namespace, Record<CatalogLocale, Loader>> = {
  public: {
    en: () => import('virtual:pitchside-catalog/public/en'),
    sv: () => import('virtual:pitchside-catalog/public/sv'),
    de: () => import('virtual:pitchside-catalog/public/de'),
    es: () => import('virtual:pitchside-catalog/public/es'),
    fr: () => import('virtual:pitchside-catalog/public/fr'),
    // The tests' pseudo-locale: English, accented and lengthened (build/pseudo-locale.ts).
    'en-XA': () => import('virtual:pitchside-catalog/public/en-XA'),
  },
  app: {
    en: () => import('virtual:pitchside-catalog/app/en'),
    sv: () => import('virtual:pitchside-catalog/app/sv'),
    de: () => import('virtual:pitchside-catalog/app/de'),
    es: () => import('virtual:pitchside-catalog/app/es'),
    fr: () => import('virtual:pitchside-catalog/app/fr'),
    'en-XA': () => import('virtual:pitchside-catalog/app/en-XA'),
  },
};

export async function loadCatalog(locale: CatalogLocale, namespaces: Iterable<Namespace>): Promise<Catalog> {
  const halves = await Promise.all([...namespaces].map(async (namespace) => (await LOADERS[namespace][locale]()).default));
  return Object.assign({}, ...halves) as Catalog;
}
