import { calendarDay, type CardType, type MatchPeriod, type StoredMatchStatus } from '@pitchside/shared';
import { activeLocale, dateFormat, intlLocale } from '../../i18n/active-locale';

/** Catalog ids of each period and status (the public half holds them: the public clock says the same). */
export const PERIOD_LABELS: Record<MatchPeriod, string> = {
  not_started: 'clock.notStarted',
  first_half: 'clock.firstHalf',
  half_time: 'clock.halfTime',
  second_half: 'clock.secondHalf',
  full_time: 'clock.fullTime',
  extra_time: 'clock.extraTime',
};

export const STATUS_LABELS: Record<StoredMatchStatus, string> = {
  '': 'clock.notStarted',
  in_progress: 'match.live',
  live: 'match.live',
  resumed: 'match.live',
  paused: 'clock.paused',
  completed: 'matches.tab.completed',
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

/** Catalog ids of the card types. */
export const CARD_LABELS: Record<CardType, string> = { yellow: 'card.yellow', second_yellow: 'card.second_yellow', red: 'card.red' };

/** 754 s → '12:34'; past an hour the minutes keep counting ('93:05'), as on a match clock. */
export function clockText(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

// Built once: toLocale*String with options builds a new formatter on every call, and a page of fixtures
// formats every kick-off while it first renders.
// dateFormat keeps one per language, so a switch of language formats in the new one.
const weekdayFormat = () => dateFormat({ weekday: 'short', day: 'numeric', month: 'short' });
const timeFormat = () => dateFormat({ hour: '2-digit', minute: '2-digit' });
const dateTimeFormat = () => dateFormat({ day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/** 'Today' in the language on screen (Intl: sv 'Idag', de 'Heute'), capitalised as a label. */
function todayWord(): string {
  const word = new Intl.RelativeTimeFormat(intlLocale(activeLocale()), { numeric: 'auto' }).format(0, 'day');
  return word.charAt(0).toLocaleUpperCase(intlLocale(activeLocale())) + word.slice(1);
}

/** 'Today · 10:00', 'Sat 2 May · 10:00', or the date alone when there is no kick-off time. */
export function kickOffText(date: string, time: string, today: string = calendarDay(new Date())): string {
  const day = calendarDay(date);
  let label = day;
  if (day === today) label = todayWord();
  else {
    const parsed = new Date(`${day}T12:00:00`);
    if (!Number.isNaN(parsed.getTime())) label = weekdayFormat().format(parsed);
  }
  return time ? `${label} · ${time}` : label;
}

export function timeOfDay(iso: string): string {
  const parsed = new Date(iso);
  return Number.isNaN(parsed.getTime()) ? iso : timeFormat().format(parsed);
}

export function dateTime(iso: string): string {
  const parsed = new Date(iso);
  return Number.isNaN(parsed.getTime()) ? iso : dateTimeFormat().format(parsed);
}

export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
