import type { Locale } from '../../locales';
import { SCHEDULE_MAIL_DE } from './de';
import { SCHEDULE_MAIL_EN, type ScheduleMailMessageId } from './en';
import { SCHEDULE_MAIL_ES } from './es';
import { SCHEDULE_MAIL_FR } from './fr';
import { SCHEDULE_MAIL_SV } from './sv';

export { SCHEDULE_MAIL_EN, type ScheduleMailMessageId } from './en';

/** The schedule-change e-mail's words, one catalog per language (the server formats them). */
export const SCHEDULE_MAIL_CATALOGS: Record<Locale, Readonly<Record<ScheduleMailMessageId, string>>> = {
  en: SCHEDULE_MAIL_EN,
  sv: SCHEDULE_MAIL_SV,
  de: SCHEDULE_MAIL_DE,
  es: SCHEDULE_MAIL_ES,
  fr: SCHEDULE_MAIL_FR,
};
