import type { Locale } from '../locales';
import { CHECK_IN_CATALOGS, type CheckInMessageId } from './check-in';
import { FORM_CATALOGS, type FormMessageId } from './form';
import { IMPORTS_CATALOGS, type ImportMessageId } from './imports';
import { MAIL_CATALOGS, type MailMessageId } from './mail';
import { PUSH_CATALOGS, type PushMessageId } from './push';
import { REGISTRATION_MAIL_CATALOGS, type RegistrationMailMessageId } from './registration-mail';
import { SCHEDULE_MAIL_CATALOGS, type ScheduleMailMessageId } from './schedule-mail';
import { SCHEDULE_OUTPUT_CATALOGS, type ScheduleOutputMessageId } from './schedule-output';
import { SCHEDULING_CATALOGS, type SchedulingMessageId } from './scheduling';
import { REFEREE_PAY_CATALOGS, type RefereePayMessageId } from './referee-pay';
import { REFEREES_CATALOGS, type RefereesMessageId } from './referees';

/**
 * The messages shared code and the services send as an id with values (beside their English words),
 * by area, one ICU catalog per language and area (catalog/<area>/<code>.ts). The error taxonomy and the
 * spec's messages are the server catalog (catalog/<code>.ts). No table is keyed by the English.
 */
export type MessageId =
  | SchedulingMessageId
  | ImportMessageId
  | FormMessageId
  | MailMessageId
  | PushMessageId
  | ScheduleMailMessageId
  | ScheduleOutputMessageId
  | RegistrationMailMessageId
  | RefereePayMessageId
  | CheckInMessageId
  | RefereesMessageId;

export type MessageCatalogs<Id extends string = MessageId> = Record<Locale, Readonly<Record<Id, string>>>;

function merged<Id extends string>(...areas: MessageCatalogs<string>[]): MessageCatalogs<Id> {
  const locales = Object.keys(areas[0] ?? {}) as Locale[];
  return Object.fromEntries(locales.map((locale) => [locale, Object.assign({}, ...areas.map((area) => area[locale]))])) as MessageCatalogs<Id>;
}

/** Every area's messages, per language: what the server formats. */
export const MESSAGE_CATALOGS: MessageCatalogs = /* @__PURE__ */ merged(
  SCHEDULING_CATALOGS,
  IMPORTS_CATALOGS,
  FORM_CATALOGS,
  MAIL_CATALOGS,
  PUSH_CATALOGS,
  SCHEDULE_MAIL_CATALOGS,
  SCHEDULE_OUTPUT_CATALOGS,
  REGISTRATION_MAIL_CATALOGS,
  REFEREE_PAY_CATALOGS,
  CHECK_IN_CATALOGS,
  REFEREES_CATALOGS,
);

/** The areas the web words on screen (build/i18n-catalogs.ts compiles them into each language's `app` half). */
export const WEB_MESSAGE_CATALOGS: MessageCatalogs<string> = /* @__PURE__ */ merged(SCHEDULING_CATALOGS, IMPORTS_CATALOGS, CHECK_IN_CATALOGS, REFEREES_CATALOGS);
