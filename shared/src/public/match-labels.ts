import { DEFAULT_BRACKET } from '../constants/tournament-options';
import { knockoutRoundNameOfCode } from '../scheduling/knockout-source';
import { expectedKickOff, formatKickOff } from '../scheduling/running-late';
import { formatMinutes, minutesOfDay } from '../scheduling/time';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';
import { roundNameIn, scheduleOutputWords } from '../i18n/schedule-output-messages';

/**
 * How a match is named wherever it leaves Pitchside (PDF, calendar feeds, CSV, the printable page): its
 * group or its knockout round, and its kick-off. One definition so the outputs agree, and so a later
 * "running late" time ('10:45 (+20)') is added in one place (`kickOffText`). Pitchside's own words
 * ('Group A', 'Semi-final', the day's name) follow `locale` (English without one); the organizer's stay as typed.
 */
export interface LabelledMatch {
  stage?: string | null;
  bracket: string | null;
  /** The scheduler's group letter ('A') of a group-stage match. */
  group?: string | null;
  knockoutCode?: string | null;
  roundName?: string | null;
}

const isDefault = (bracket: string) => bracket.trim().toLowerCase() === DEFAULT_BRACKET.toLowerCase();

/**
 * The group a group-stage match is played in, as the tables name it: the bracket (the one definition of
 * the groups, docs/scheduling.md), else the scheduler's letter ('Group A'); null for a knockout match and
 * for a division that is one group ('Default').
 */
export function matchGroupName(match: LabelledMatch, locale: Locale = DEFAULT_LOCALE): string | null {
  if (match.stage === 'knockout') return null;
  // The scheduler names the groups it makes 'Group A': those are Pitchside's words; a typed name stays.
  const letter = match.bracket && !isDefault(match.bracket) ? (/^Group (\S+)$/.exec(match.bracket)?.[1] ?? null) : match.group;
  if (match.bracket && !isDefault(match.bracket) && !letter) return match.bracket;
  return letter ? scheduleOutputWords(locale).group(letter) : null;
}

/** A knockout match's round ('Semi-final'), or null for a group-stage match. */
export function matchRoundName(match: LabelledMatch, locale: Locale = DEFAULT_LOCALE): string | null {
  if (match.stage !== 'knockout') return null;
  const name = match.roundName || (match.knockoutCode ? (knockoutRoundNameOfCode(match.knockoutCode) ?? null) : null);
  return name && locale !== DEFAULT_LOCALE ? roundNameIn(locale, name) : name;
}

/** 'Group A', 'Semi-final', or '' when the match has neither (a league). */
export function matchStageLabel(match: LabelledMatch, locale: Locale = DEFAULT_LOCALE): string {
  return matchGroupName(match, locale) ?? matchRoundName(match, locale) ?? '';
}

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Whether `time` is a kick-off time ('HH:MM'); a match without one is scheduled for the day only. */
export function hasKickOff(time: string | null | undefined): time is string {
  return typeof time === 'string' && HHMM.test(time);
}

/** 'HH:MM' plus `minutes`, on the 24-hour clock (a match past midnight reads 00:15). */
export function addMinutesToTime(time: string, minutes: number): string {
  return formatMinutes((((minutesOfDay(time) + Math.round(minutes)) % 1440) + 1440) % 1440);
}

/** Running late: the minutes a match still to play is expected after its published time (0 once it has kicked off). */
export function lateMinutesOf(match: { status?: string | null; delayMinutes?: number | null }): number {
  return !match.status ? (match.delayMinutes ?? 0) : 0;
}

/**
 * A match's kick-off as printed: the venue's wall-clock time ('09:30'), with its end when `minutes` is
 * given ('09:30–10:10'), or '—' when it has no time yet. A match running late reads '10:45 (+20)–11:35':
 * the expected kick-off and end, the delay in brackets. Kick-offs are stored in venue time, so this is
 * venue time wherever it is shown.
 */
export function kickOffText(match: { time: string | null | undefined; status?: string | null; delayMinutes?: number | null }, minutes?: number): string {
  if (!hasKickOff(match.time)) return '—';
  const late = lateMinutesOf(match);
  const shown = formatKickOff(match.time, late);
  return minutes === undefined ? shown : `${shown}–${addMinutesToTime(expectedKickOff(match.time, late), minutes)}`;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * 'Tuesday 14 July 2026' for a 'YYYY-MM-DD' day; English spelled out (ICU versions differ on the comma),
 * another language as `Intl` writes it there ('tisdag 14 juli 2026', 'Dienstag, 14. Juli 2026').
 */
export function dayLabel(date: string, locale: Locale = DEFAULT_LOCALE): string {
  const [year, month, day] = date.slice(0, 10).split('-').map(Number) as [number, number, number];
  const at = new Date(Date.UTC(year, month - 1, day));
  if (Number.isNaN(at.getTime())) return date;
  if (locale !== DEFAULT_LOCALE) return new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(at);
  return `${WEEKDAYS[at.getUTCDay()]} ${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()}`;
}

/** 'Europe/Stockholm' → 'Stockholm time'; the note that says which clock a schedule's times are on. */
export function venueTimeNote(timeZone: string | null | undefined, locale: Locale = DEFAULT_LOCALE): string {
  const words = scheduleOutputWords(locale);
  if (!timeZone) return words.venueTime;
  return words.venueTimeZone(zoneCity(timeZone), timeZone);
}

/** 'Europe/Stockholm' → 'Stockholm', 'America/New_York' → 'New York'. */
export function zoneCity(timeZone: string): string {
  return timeZone.split('/').pop()?.replace(/_/g, ' ') ?? timeZone;
}
