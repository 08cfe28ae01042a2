import { calendarDay, type CardType, type MatchPeriod, type StoredMatchStatus } from '@pitchside/shared';

export const PERIOD_LABELS: Record<MatchPeriod, string> = {
  not_started: 'Not started',
  first_half: 'First half',
  half_time: 'Half-time',
  second_half: 'Second half',
  full_time: 'Full time',
  extra_time: 'Extra time',
};

export const STATUS_LABELS: Record<StoredMatchStatus, string> = {
  '': 'Not started',
  in_progress: 'Live',
  live: 'Live',
  resumed: 'Live',
  paused: 'Paused',
  completed: 'Completed',
};

/** A CSS modifier per status: colours that read in sunlight (tag backgrounds, never text-only). */
export const STATUS_TONES: Record<StoredMatchStatus, 'idle' | 'live' | 'paused' | 'done'> = {
  '': 'idle',
  in_progress: 'live',
  live: 'live',
  resumed: 'live',
  paused: 'paused',
  completed: 'done',
};

export const CARD_LABELS: Record<CardType, string> = { yellow: 'Yellow card', second_yellow: 'Second yellow', red: 'Red card' };

/** 754 s → '12:34'; past an hour the minutes keep counting ('93:05'), as on a match clock. */
export function clockText(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

// Built once: toLocale*String with options builds a new formatter on every call, and a page of fixtures
// formats every kick-off while it first renders.
const weekdayFormat = new Intl.DateTimeFormat(undefined, { weekday: 'short', day: 'numeric', month: 'short' });
const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/** 'Today · 10:00', 'Sat 2 May · 10:00', or the date alone when there is no kick-off time. */
export function kickOffText(date: string, time: string, today: string = calendarDay(new Date())): string {
  const day = calendarDay(date);
  let label = day;
  if (day === today) label = 'Today';
  else {
    const parsed = new Date(`${day}T12:00:00`);
    if (!Number.isNaN(parsed.getTime())) label = weekdayFormat.format(parsed);
  }
  return time ? `${label} · ${time}` : label;
}

export function timeOfDay(iso: string): string {
  const parsed = new Date(iso);
  return Number.isNaN(parsed.getTime()) ? iso : timeFormat.format(parsed);
}

export function dateTime(iso: string): string {
  const parsed = new Date(iso);
  return Number.isNaN(parsed.getTime()) ? iso : dateTimeFormat.format(parsed);
}

export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
