import type { Locale } from '../../locales';
import { MAIL_DE } from './de';
import { MAIL_EN, type MailMessageId } from './en';
import { MAIL_ES } from './es';
import { MAIL_FR } from './fr';
import { MAIL_SV } from './sv';

export { MAIL_EN, type MailMessageId } from './en';

/** The account e-mails' words, one catalog per language (the server formats them). */
export const MAIL_CATALOGS: Record<Locale, Readonly<Record<MailMessageId, string>>> = { en: MAIL_EN, sv: MAIL_SV, de: MAIL_DE, es: MAIL_ES, fr: MAIL_FR };
