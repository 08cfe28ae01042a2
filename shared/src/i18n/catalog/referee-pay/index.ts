import type { Locale } from '../../locales';
import { REFEREE_PAY_DE } from './de';
import { REFEREE_PAY_EN, type RefereePayMessageId } from './en';
import { REFEREE_PAY_ES } from './es';
import { REFEREE_PAY_FR } from './fr';
import { REFEREE_PAY_SV } from './sv';

export { REFEREE_PAY_EN, type RefereePayMessageId } from './en';

/** Referees' match reports and pay, one catalog per language: the server formats them, the web fills them on screen. */
export const REFEREE_PAY_CATALOGS: Record<Locale, Readonly<Record<RefereePayMessageId, string>>> = {
  en: REFEREE_PAY_EN,
  sv: REFEREE_PAY_SV,
  de: REFEREE_PAY_DE,
  es: REFEREE_PAY_ES,
  fr: REFEREE_PAY_FR,
};
