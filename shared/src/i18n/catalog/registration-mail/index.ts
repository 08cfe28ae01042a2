import type { Locale } from '../../locales';
import { REGISTRATION_MAIL_DE } from './de';
import { REGISTRATION_MAIL_EN, type RegistrationMailMessageId } from './en';
import { REGISTRATION_MAIL_ES } from './es';
import { REGISTRATION_MAIL_FR } from './fr';
import { REGISTRATION_MAIL_SV } from './sv';

export type { RegistrationMailMessageId } from './en';

/** The registration e-mails' words, one catalog per language (the server formats them). */
export const REGISTRATION_MAIL_CATALOGS: Record<Locale, Readonly<Record<RegistrationMailMessageId, string>>> = {
  en: REGISTRATION_MAIL_EN,
  sv: REGISTRATION_MAIL_SV,
  de: REGISTRATION_MAIL_DE,
  es: REGISTRATION_MAIL_ES,
  fr: REGISTRATION_MAIL_FR,
};
