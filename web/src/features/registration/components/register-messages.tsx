import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { useLocale } from '../../../i18n/i18n-provider';
import type { Catalog } from '../../../i18n/load-catalog';

type Loader = () => Promise<{ default: Catalog }>;

/**
 * The registration form's words (`catalogs/register/<code>.json`, with the registration service's error
 * messages): a half of their own, fetched by this lazy page only, so the public half every spectator
 * downloads does not grow (decision 0050). Spelled out: a bundler only splits literal import paths.
 */
const LOADERS: Record<string, Loader> = {
  en: () => import('virtual:pitchside-catalog/register/en'),
  sv: () => import('virtual:pitchside-catalog/register/sv'),
  de: () => import('virtual:pitchside-catalog/register/de'),
  es: () => import('virtual:pitchside-catalog/register/es'),
  fr: () => import('virtual:pitchside-catalog/register/fr'),
  'en-XA': () => import('virtual:pitchside-catalog/register/en-XA'),
};

/** Renders `children` with the register half merged over the page's messages once it is loaded (a language change loads its own). */
export function RegisterMessages({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const intl = useIntl();
  const locale = useLocale();
  const [loaded, setLoaded] = useState<{ locale: string; messages: Catalog }>();
  const [failed, setFailed] = useState<unknown>();
  useEffect(() => {
    let current = true;
    const load = LOADERS[locale] ?? LOADERS.en!;
    load().then(
      (module) => current && setLoaded({ locale, messages: module.default }),
      (error: unknown) => current && setFailed(error),
    );
    return () => {
      current = false;
    };
  }, [locale]);
  if (failed) throw failed;
  // Until the new language's words arrive, the last ones stay (no flash of ids).
  if (!loaded) return fallback;
  return (
    <IntlProvider locale={intl.locale} defaultLocale="en" messages={{ ...(intl.messages as Catalog), ...loaded.messages }} onError={reportMissing}>
      {children}
    </IntlProvider>
  );
}

function reportMissing(error: { message: string }): void {
  console.error(`i18n: ${error.message}`);
}
