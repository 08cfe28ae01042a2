import type { Locale } from '../locales';
import { DE } from './de';
import { EN, type ServerMessageId } from './en';
import { ES } from './es';
import { FR } from './fr';
import { SV } from './sv';

export type { ServerMessageId } from './en';

/** One catalog per language: message id → ICU message. English is the spec's words. */
export type ServerCatalogs = Record<Locale, Readonly<Record<ServerMessageId, string>>>;

export const SERVER_CATALOGS: ServerCatalogs = { en: EN, sv: SV, de: DE, es: ES, fr: FR };

export { EN as ENGLISH_SERVER_CATALOG };
