import type { Locale } from '../../locales';
import { SCHEDULE_OUTPUT_DE } from './de';
import { SCHEDULE_OUTPUT_EN, type ScheduleOutputMessageId } from './en';
import { SCHEDULE_OUTPUT_ES } from './es';
import { SCHEDULE_OUTPUT_FR } from './fr';
import { SCHEDULE_OUTPUT_SV } from './sv';

export { SCHEDULE_OUTPUT_EN, type ScheduleOutputMessageId } from './en';

/** The printed and subscribed schedule's words, one catalog per language (the server formats them). */
export const SCHEDULE_OUTPUT_CATALOGS: Record<Locale, Readonly<Record<ScheduleOutputMessageId, string>>> = {
  en: SCHEDULE_OUTPUT_EN,
  sv: SCHEDULE_OUTPUT_SV,
  de: SCHEDULE_OUTPUT_DE,
  es: SCHEDULE_OUTPUT_ES,
  fr: SCHEDULE_OUTPUT_FR,
};
