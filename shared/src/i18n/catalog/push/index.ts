import type { Locale } from '../../locales';
import { PUSH_DE } from './de';
import { PUSH_EN, type PushMessageId } from './en';
import { PUSH_ES } from './es';
import { PUSH_FR } from './fr';
import { PUSH_SV } from './sv';

export { PUSH_EN, type PushMessageId } from './en';

/** The push notifications' words, one catalog per language (the server formats them). */
export const PUSH_CATALOGS: Record<Locale, Readonly<Record<PushMessageId, string>>> = { en: PUSH_EN, sv: PUSH_SV, de: PUSH_DE, es: PUSH_ES, fr: PUSH_FR };
