import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { intlLocale } from './active-locale';
import type { LanguageStore } from './language-store';

const LanguageStoreContext = createContext<LanguageStore | undefined>(undefined);

/**
 * react-intl's provider for the active language. Catalogs hold every message, so a missing id is a bug:
 * react-intl reports it (onError) and shows the id, which the pseudo-locale e2e run catches.
 */
export function I18nProvider({ store, children }: { store: LanguageStore; children: ReactNode }) {
  const { locale, messages } = useSyncExternalStore(store.subscribe, store.getState);
  return (
    <LanguageStoreContext.Provider value={store}>
      <IntlProvider locale={intlLocale(locale)} messages={messages} defaultLocale="en" onError={reportMissing}>
        {children}
      </IntlProvider>
    </LanguageStoreContext.Provider>
  );
}

function reportMissing(error: { code: string; message: string }): void {
  console.error(`i18n: ${error.message}`);
}

export function useLanguageStore(): LanguageStore {
  const store = useContext(LanguageStoreContext);
  if (!store) throw new Error('useLanguageStore outside I18nProvider');
  return store;
}

/** The language the screen is in (en, sv, de, es, fr; en-XA in the pseudo-locale test run). */
export function useLocale(): string {
  const store = useLanguageStore();
  return useSyncExternalStore(store.subscribe, () => store.getState().locale);
}
