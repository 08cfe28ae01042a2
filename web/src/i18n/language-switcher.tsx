import { LOCALE_NAMES, LOCALES, isLocale } from '@pitchside/shared';
import { useIntl } from 'react-intl';
import { useLanguageStore, useLocale } from './i18n-provider';

/**
 * The language picker every page shows (public header, signed-in header, sign-in). A native select: one
 * tap on a phone, no library on the public pages. Each language is named in itself, and marked with its
 * own `lang` so a screen reader reads "Deutsch" in German.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const intl = useIntl();
  const store = useLanguageStore();
  const locale = useLocale();
  return (
    <label className={['ps-lang', className].filter(Boolean).join(' ')}>
      <span className="ps-lang__label">{intl.formatMessage({ id: 'language.label' })}</span>
      <select
        className="ps-lang__select"
        value={isLocale(locale) ? locale : 'en'}
        onChange={(event) => {
          if (isLocale(event.target.value)) void store.choose(event.target.value);
        }}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
