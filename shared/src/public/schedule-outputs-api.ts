import * as z from 'zod';
import { localeFromAcceptLanguage, localeSchema, type Locale } from '../i18n/locales';

/**
 * The queries of the schedules that leave Pitchside (docs/scheduling.md, "Schedules out"). `lang` is the
 * language of the fixed words (docs/i18n.md): the web passes the language on screen, since a PDF or a
 * calendar opened from a link is read by someone whose browser may say otherwise, and calendar apps send
 * no Accept-Language at all. It is part of the URL, so the edge keeps one copy per language.
 */
const lang = localeSchema.optional();

/** `GET …/schedule.pdf`: one day, one pitch (its id or the slug of its name), one team (its key), a language. */
export const printScheduleQuerySchema = z.strictObject({
  date: z.iso.date('Use a date like 2026-07-14').optional(),
  pitch: z.string().trim().min(1).max(100).optional(),
  team: z.string().trim().min(1).max(200).optional(),
  lang,
});
export type PrintScheduleQuery = z.infer<typeof printScheduleQuerySchema>;

/**
 * `GET …/calendar.ics`: the language of the events' texts. Not strict: a calendar app may add its own
 * parameters to a subscribed URL, and a subscription that turns into a 400 looks broken for good.
 */
export const calendarQuerySchema = z.object({ lang });

/** The language of a printout: the page's `lang`, else the browser's Accept-Language, else English. */
export function printLocale(query: { lang?: Locale | undefined }, acceptLanguage: string | null | undefined): Locale {
  return query.lang ?? localeFromAcceptLanguage(acceptLanguage);
}
