import { DEFAULT_LOCALE, pitchCalendarRoute, slugOf, teamCalendarRoute } from '@pitchside/shared';
import { serverLocale } from '../../i18n/active-locale';
import { routeUrlPath } from '../../lib/call-route';
import { absoluteUrl, getRuntimeConfig, joinUrl } from '../../lib/runtime-config';

/**
 * The addresses of a calendar feed (docs/scheduling.md, "Schedules out"): `webcal://` makes phones and
 * desktop calendars subscribe, the plain `https://` address is the one to paste (Google Calendar: "From
 * URL"), and Google's own link subscribes a signed-in Google account. The feed's `lang` is the language
 * on screen: calendar apps send no Accept-Language, so the URL carries it.
 */
export interface CalendarLinks {
  https: string;
  webcal: string;
  google: string;
}

export function calendarLinks(feedUrl: string): CalendarLinks {
  const webcal = feedUrl.replace(/^https?:/i, 'webcal:');
  return { https: feedUrl, webcal, google: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}` };
}

function feedUrl(feed: string, origin?: string): string {
  const path = joinUrl(getRuntimeConfig().apiBaseUrl, feed);
  // English is the feed's default: its address stays the one subscribed before feeds had languages.
  const lang = serverLocale();
  return absoluteUrl(lang && lang !== DEFAULT_LOCALE ? `${path}?lang=${lang}` : path, origin);
}

export const teamCalendarLinks = (tournamentId: string, teamKey: string, origin?: string) => calendarLinks(feedUrl(routeUrlPath(teamCalendarRoute, { tournamentId, teamKey }), origin));

/** A pitch is known publicly by its name: the feed answers to its slug (and to the schedule's pitch id). */
export const pitchCalendarLinks = (tournamentId: string, pitchName: string, origin?: string) =>
  calendarLinks(feedUrl(routeUrlPath(pitchCalendarRoute, { tournamentId, pitchKey: slugOf(pitchName) }), origin));
