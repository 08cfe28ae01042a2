import type { Locale } from '../../locales';
import { CHECK_IN_DE } from './de';
import { CHECK_IN_EN, type CheckInMessageId } from './en';
import { CHECK_IN_ES } from './es';
import { CHECK_IN_FR } from './fr';
import { CHECK_IN_SV } from './sv';

export { CHECK_IN_EN, type CheckInMessageId } from './en';

/** The check-in desk's and the passes' messages, one catalog per language (the web compiles them; the services word refusals). */
export const CHECK_IN_CATALOGS: Record<Locale, Readonly<Record<CheckInMessageId, string>>> = { en: CHECK_IN_EN, sv: CHECK_IN_SV, de: CHECK_IN_DE, es: CHECK_IN_ES, fr: CHECK_IN_FR };
