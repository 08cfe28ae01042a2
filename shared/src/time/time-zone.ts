import * as z from 'zod';
import { formText } from '../i18n/form-text';

/**
 * A tournament's time zone: an IANA name ('Europe/Stockholm'). Kick-offs are stored as the venue's
 * wall-clock date and time; the zone says where that wall clock hangs, so calendar feeds can write TZID
 * and a parent in another zone sees the real kick-off. Validated by the runtime's own zone data (Intl),
 * the same data that later turns a wall-clock time into offsets — a name Intl cannot use is refused.
 */
export const TIME_ZONE_MAX_LENGTH = 64;

/** Whether `name` is a time zone this runtime knows ('UTC' and 'Etc/…' included; '+02:00' is not a zone). */
export function isTimeZone(name: string): boolean {
  if (!name || name.length > TIME_ZONE_MAX_LENGTH || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = z
  .string()
  .trim()
  .max(TIME_ZONE_MAX_LENGTH, formText('form.chooseTimeZone'))
  .refine(isTimeZone, { message: formText('form.timeZoneLike', { example: 'Europe/Stockholm' }) });

/** The runtime's list of zones, for a picker; empty where the runtime cannot list them. */
export function timeZoneNames(): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: string) => string[] };
  try {
    return intl.supportedValuesOf ? intl.supportedValuesOf('timeZone') : [];
  } catch {
    return [];
  }
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** Minutes east of UTC in `zone` at `instant` (+120 for Stockholm in July). */
export function zoneOffsetMinutes(zone: string, instant: Date): number {
  let format = offsetFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
    offsetFormats.set(zone, format);
  }
  const name = format.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

export interface ZoneObservance {
  /** 'STANDARD' or 'DAYLIGHT' (the zone's larger offset of the year is daylight). */
  kind: 'STANDARD' | 'DAYLIGHT';
  /** The local wall-clock time the observance starts at, 'YYYYMMDDTHHMMSS' (in the offset it leaves). */
  localStart: string;
  offsetFrom: number;
  offsetTo: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

function localStamp(instant: Date, offsetMinutes: number): string {
  const at = new Date(instant.getTime() + offsetMinutes * 60_000);
  return `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}T${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}`;
}

/**
 * The zone's offsets from the start of `fromYear` to the end of `toYear`, as the observances a VTIMEZONE
 * lists: the offset in force at the start, then every change (found day by day, then to the minute).
 * Written as explicit dates rather than RRULEs: the rules of a zone change over the years, the dates a
 * tournament needs are few, and a reader needs no rule engine to get them right.
 */
export function zoneObservances(zone: string, fromYear: number, toYear: number): ZoneObservance[] {
  const start = new Date(Date.UTC(fromYear, 0, 1));
  const end = new Date(Date.UTC(toYear + 1, 0, 1));
  const changes: { at: Date; from: number; to: number }[] = [];
  let previous = zoneOffsetMinutes(zone, start);
  const first = previous;
  const DAY = 86_400_000;
  for (let t = start.getTime() + DAY; t <= end.getTime(); t += DAY) {
    const offset = zoneOffsetMinutes(zone, new Date(t));
    if (offset === previous) continue;
    let low = t - DAY;
    let high = t;
    while (high - low > 60_000) {
      const middle = low + Math.floor((high - low) / 120_000) * 60_000;
      if (zoneOffsetMinutes(zone, new Date(middle)) === previous) low = middle;
      else high = middle;
    }
    changes.push({ at: new Date(high), from: previous, to: offset });
    previous = offset;
  }
  const all = [first, ...changes.map((change) => change.to)];
  const largest = Math.max(...all);
  const daylight = (offset: number) => changes.length > 0 && offset === largest && Math.min(...all) !== largest;
  return [
    { kind: daylight(first) ? 'DAYLIGHT' : 'STANDARD', localStart: localStamp(start, first), offsetFrom: first, offsetTo: first },
    ...changes.map((change) => ({
      kind: daylight(change.to) ? ('DAYLIGHT' as const) : ('STANDARD' as const),
      localStart: localStamp(change.at, change.from),
      offsetFrom: change.from,
      offsetTo: change.to,
    })),
  ];
}

/** '+0200', '-0330': an offset as iCalendar's UTC-OFFSET writes it. */
export function utcOffsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const size = Math.abs(minutes);
  return `${sign}${pad(Math.floor(size / 60))}${pad(size % 60)}`;
}

/** The wall clock of `instant` in `zone`, 'YYYY-MM-DD HH:MM' (a print stamp in venue time). */
export function wallClockIn(zone: string, instant: Date): string {
  const local = new Date(instant.getTime() + zoneOffsetMinutes(zone, instant) * 60_000);
  return local.toISOString().slice(0, 16).replace('T', ' ');
}
