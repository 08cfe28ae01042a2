import { ConfigProvider } from 'antd';
import type { Locale as AntLocale } from 'antd/es/locale';
import deDE from 'antd/locale/de_DE';
import enUS from 'antd/locale/en_US';
import esES from 'antd/locale/es_ES';
import frFR from 'antd/locale/fr_FR';
import svSE from 'antd/locale/sv_SE';
import { useMemo, type ReactNode } from 'react';
import { theme } from '../lib/theme';
import { useLocale } from '../i18n/i18n-provider';
import { usePrefersReducedMotion } from './use-reduced-motion';
import './admin-theme.css';

/** antd's own words (a drawer's Close, a date picker's months) in the language on screen; the pseudo-locale reads English. */
const ANTD_LOCALES: Record<string, AntLocale> = { en: enUS, sv: svSE, de: deDE, es: esES, fr: frFR };

/**
 * antd's theme (app/theme.ts) for the pages that use antd: the signed-in layout and the auth pages (sign-in,
 * sign-up, password reset, invitation). Imported only by those routes' components, which the router loads
 * lazily (autoCodeSplitting), so antd and its theme never load with the public site.
 */
export function AdminTheme({ children }: { children: ReactNode }) {
  const locale = useLocale();
  // A device set to reduce motion gets antd's dialogs, lists and toasts without their zooms and slides.
  const reducedMotion = usePrefersReducedMotion();
  const themed = useMemo(() => (reducedMotion ? { ...theme, token: { ...theme.token, motion: false } } : theme), [reducedMotion]);
  return (
    <ConfigProvider theme={themed} locale={ANTD_LOCALES[locale] ?? enUS}>
      {children}
    </ConfigProvider>
  );
}
