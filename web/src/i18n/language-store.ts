import { DEFAULT_LOCALE, isLocale, localeFromPreferences, type Locale } from '@pitchside/shared';
import { PSEUDO_LOCALE, setActiveLocale } from './active-locale';
import { loadCatalog, type Catalog, type Namespace } from './load-catalog';

/** A language the app can be shown in: one of the five, or the tests' pseudo-locale. */
export type AppLocale = Locale | typeof PSEUDO_LOCALE;

export interface LanguageState {
  locale: AppLocale;
  messages: Catalog;
}

/** Where the choice is remembered on this device (a signed-in person's profile also keeps it). */
export const LANGUAGE_STORAGE_KEY = 'pitchside.language';

export interface LanguageStore {
  getState(): LanguageState;
  subscribe(listener: () => void): () => void;
  /** Load the first language (before the first render): remembered, else the browser's. */
  start(): Promise<void>;
  /** The visitor picks a language: load it, show it, remember it (and tell the profile, when signed in). */
  choose(locale: Locale): Promise<void>;
  /** The profile names a language (after sign-in): show it and remember it here, unless the tests run in the pseudo-locale. */
  adopt(locale: Locale): Promise<void>;
  /** Make sure the signed-in half of the catalog is loaded too (before a signed-in or auth page renders). */
  need(namespace: Namespace): Promise<void>;
  /** Called with each choice; the app saves it on the profile of a signed-in person. */
  onChoose(listener: (locale: Locale) => void): void;
}

interface Environment {
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  preferences: readonly string[];
  setDocumentLanguage(locale: string): void;
}

function isAppLocale(value: unknown): value is AppLocale {
  return isLocale(value) || value === PSEUDO_LOCALE;
}

export function createLanguageStore(environment: Environment): LanguageStore {
  const listeners = new Set<() => void>();
  const chosenListeners = new Set<(locale: Locale) => void>();
  let state: LanguageState = { locale: DEFAULT_LOCALE, messages: {} };
  // The latest request wins: a quick second choice is not overwritten by the first catalog arriving late.
  let requested: AppLocale = DEFAULT_LOCALE;
  // The public half always; the app half once a signed-in or auth page has been opened.
  const namespaces = new Set<Namespace>(['public']);

  const remembered = (): AppLocale | undefined => {
    try {
      const value = environment.storage?.getItem(LANGUAGE_STORAGE_KEY);
      return isAppLocale(value) ? value : undefined;
    } catch {
      return undefined;
    }
  };
  const remember = (locale: AppLocale) => {
    try {
      environment.storage?.setItem(LANGUAGE_STORAGE_KEY, locale);
    } catch {
      // Private mode or a full storage: the choice lasts for this visit.
    }
  };

  async function show(locale: AppLocale): Promise<void> {
    requested = locale;
    const wanted = [...namespaces];
    const messages = await loadCatalog(locale, wanted);
    if (requested !== locale || wanted.length !== namespaces.size) return;
    setActiveLocale(locale);
    environment.setDocumentLanguage(locale);
    state = { locale, messages };
    for (const listener of listeners) listener();
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start: () => show(remembered() ?? localeFromPreferences(environment.preferences)),
    async choose(locale) {
      remember(locale);
      await show(locale);
      for (const listener of chosenListeners) listener(locale);
    },
    async adopt(locale) {
      // Compared with the language asked for last, too: one still loading would otherwise win over the profile's.
      if (state.locale === PSEUDO_LOCALE || (state.locale === locale && requested === locale)) return;
      remember(locale);
      await show(locale);
    },
    async need(namespace) {
      if (namespaces.has(namespace)) return;
      namespaces.add(namespace);
      await show(requested);
    },
    onChoose(listener) {
      chosenListeners.add(listener);
    },
  };
}

/** The browser's store: localStorage, navigator.languages and `<html lang>`. */
export function browserLanguageStore(): LanguageStore {
  return createLanguageStore({
    storage: typeof localStorage === 'undefined' ? undefined : localStorage,
    preferences: typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]),
    setDocumentLanguage: (locale) => document.documentElement.setAttribute('lang', locale),
  });
}
