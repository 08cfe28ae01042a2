import type { Locale } from '../../locales';
import { SCHEDULING_DE } from './de';
import { SCHEDULING_EN, type SchedulingMessageId } from './en';
import { SCHEDULING_ES } from './es';
import { SCHEDULING_FR } from './fr';
import { SCHEDULING_SV } from './sv';

export { SCHEDULING_EN, type SchedulingMessageId } from './en';

/** The scheduler's messages, one catalog per language (the server formats them; the web compiles them at build). */
export const SCHEDULING_CATALOGS: Record<Locale, Readonly<Record<SchedulingMessageId, string>>> = { en: SCHEDULING_EN, sv: SCHEDULING_SV, de: SCHEDULING_DE, es: SCHEDULING_ES, fr: SCHEDULING_FR };
