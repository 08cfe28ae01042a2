import type { Locale } from '../../locales';
import { FORM_DE } from './de';
import { FORM_EN, type FormMessageId } from './en';
import { FORM_ES } from './es';
import { FORM_FR } from './fr';
import { FORM_SV } from './sv';

export { FORM_EN, type FormMessageId } from './en';

/** The forms' messages, one catalog per language: the server formats them for a 400's fields, the web fills them on screen. */
export const FORM_CATALOGS: Record<Locale, Readonly<Record<FormMessageId, string>>> = { en: FORM_EN, sv: FORM_SV, de: FORM_DE, es: FORM_ES, fr: FORM_FR };
