import type { Locale } from '../../locales';
import { REFEREES_DE } from './de';
import { REFEREES_EN, type RefereesMessageId } from './en';
import { REFEREES_ES } from './es';
import { REFEREES_FR } from './fr';
import { REFEREES_SV } from './sv';

export { REFEREES_EN, type RefereesMessageId } from './en';

/** The referees' availability and offers, one catalog per language (the server formats them; the web shows the reasons). */
export const REFEREES_CATALOGS: Record<Locale, Readonly<Record<RefereesMessageId, string>>> = { en: REFEREES_EN, sv: REFEREES_SV, de: REFEREES_DE, es: REFEREES_ES, fr: REFEREES_FR };
