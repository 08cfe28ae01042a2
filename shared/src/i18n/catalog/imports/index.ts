import type { Locale } from '../../locales';
import { IMPORTS_DE } from './de';
import { IMPORTS_EN, type ImportMessageId } from './en';
import { IMPORTS_ES } from './es';
import { IMPORTS_FR } from './fr';
import { IMPORTS_SV } from './sv';

export { IMPORTS_EN, type ImportMessageId } from './en';

/** The imports' messages, one catalog per language (the web compiles them at build; the service writes their English). */
export const IMPORTS_CATALOGS: Record<Locale, Readonly<Record<ImportMessageId, string>>> = { en: IMPORTS_EN, sv: IMPORTS_SV, de: IMPORTS_DE, es: IMPORTS_ES, fr: IMPORTS_FR };
