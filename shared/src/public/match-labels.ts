import { DEFAULT_BRACKET } from '../constants/tournament-options';
import { knockoutRoundNameOfCode } from '../scheduling/knockout-source';
import { expectedKickOff, formatKickOff } from '../scheduling/running-late';

/**
 * How a match is named wherever it leaves Pitchside (PDF, calendar feeds, CSV, the printable page): its
 * group or its knockout round, and its kick-off. One definition so the outputs agree, and so a later
 * "running late" time ('10:45 (+20)') is added in one place (`kickOffText`).
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
export function matchGroupName(match: LabelledMatch): string | null {
  if (match.stage === 'knockout') return null;
  if (match.bracket && !isDefault(match.bracket)) return match.bracket;
  return match.group ? `Group ${match.group}` : null;
}

/** A knockout match's round ('Semi-final'), or null for a group-stage match. */
export function matchRoundName(match: LabelledMatch): string | null {
  if (match.stage !== 'knockout') return null;
  return match.roundName || (match.knockoutCode ? knockoutRoundNameOfCode(match.knockoutCode) ?? null : null);
}

/** 'Group A', 'Semi-final', or '' when the match has neither (a league). */
export function matchStageLabel(match: LabelledMatch): string {
  return matchGroupName(match) ?? matchRoundName(match) ?? '';
}

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Whether `time` is a kick-off time ('HH:MM'); a match without one is scheduled for the day only. */
export function hasKickOff(time: string | null | undefined): time is string {
  return typeof time === 'string' && HHMM.test(time);
}

/** 'HH:MM' plus `minutes`, on the 24-hour clock (a match past midnight reads 00:15). */
export function addMinutesToTime(time: string, minutes: number): string {
  const [hours, mins] = time.split(':').map(Number) as [number, number];
  const total = (((hours * 60 + mins + Math.round(minutes)) % 1440) + 1440) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
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

/** 'Tuesday 14 July 2026' for a 'YYYY-MM-DD' day (spelled out: ICU versions differ on the comma). */
export function dayLabel(date: string): string {
  const [year, month, day] = date.slice(0, 10).split('-').map(Number) as [number, number, number];
  const at = new Date(Date.UTC(year, month - 1, day));
  if (Number.isNaN(at.getTime())) return date;
  return `${WEEKDAYS[at.getUTCDay()]} ${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()}`;
}

/** 'Europe/Stockholm' → 'Stockholm time'; the note that says which clock a schedule's times are on. */
export function venueTimeNote(timeZone: string | null | undefined): string {
  if (!timeZone) return 'Times are local time at the venue';
  const city = timeZone.split('/').pop()?.replace(/_/g, ' ') ?? timeZone;
  return `Times are local time at the venue (${city}, ${timeZone})`;
}
