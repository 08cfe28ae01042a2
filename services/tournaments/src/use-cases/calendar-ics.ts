/**
 * A small RFC 5545 (iCalendar) writer for the calendar feeds phones subscribe to. Hand-written because
 * the feed uses a handful of properties; a library would cost more bundle than the code it saves.
 *
 * - Lines end in CRLF and are folded at 75 octets (UTF-8 bytes, never inside a character); a folded
 *   line goes on after CRLF + one space (RFC 5545 §3.1).
 * - TEXT values escape backslash, semicolon, comma and line breaks (§3.3.11); other control characters
 *   are dropped (they are not allowed in a content line).
 * - Kick-offs are stored as the venue's wall-clock time. With the tournament's IANA zone they are written
 *   `DTSTART;TZID=<zone>:…` with a VTIMEZONE of that zone (its offsets over the years the events span),
 *   so a phone in another zone shows the real kick-off in its own time. A tournament made before zones
 *   keeps "floating" times (no Z, no TZID): 09:30 reads 09:30 everywhere (docs/decisions/0025-what-leaves-pitchside.md).
 */
import { minutesOfDay, utcOffsetText, zoneObservances } from '@pitchside/shared';

export interface CalendarEvent {
  /** Stable per match and feed, so a phone updates the event instead of adding a copy. */
  uid: string;
  /** UTC instant of the last change of this event. */
  stamp: Date;
  /** Grows when the event changes (RFC 5545 §3.8.7.4). */
  sequence: number;
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:MM' local kick-off, or null for an all-day event (the time is not known yet). */
  time: string | null;
  durationMinutes: number;
  summary: string;
  location?: string | null;
  description?: string | null;
}

export interface Calendar {
  /** Shown as the calendar's name (X-WR-CALNAME and RFC 7986 NAME). */
  name: string;
  description?: string;
  /** How often a subscriber should fetch again. */
  refreshMinutes: number;
  /** The venue's IANA zone; null or absent: floating times. */
  timeZone?: string | null;
  events: readonly CalendarEvent[];
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** A TEXT value: backslash, ';', ',' and line breaks escaped; control characters dropped. */
export function escapeText(value: string): string {
  return value
    .replace(CONTROL, '')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * One content line folded into lines of at most 75 octets. Splits between characters only (a UTF-8
 * sequence, or a surrogate pair, is never cut); each continuation starts with a space that counts
 * toward its 75.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** '20260714T093000Z' */
export function utcStamp(instant: Date): string {
  return `${instant.getUTCFullYear()}${pad(instant.getUTCMonth() + 1)}${pad(instant.getUTCDate())}T${pad(instant.getUTCHours())}${pad(instant.getUTCMinutes())}${pad(instant.getUTCSeconds())}Z`;
}

/**
 * Wall-clock arithmetic on a floating time: the date and time are read as if UTC only to add minutes
 * (a match that runs past midnight ends the next day); no zone is involved.
 */
function floating(date: string, time: string, plusMinutes = 0): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const at = new Date(Date.UTC(year, month - 1, day, 0, minutesOfDay(time) + plusMinutes));
  return utcStamp(at).slice(0, -1);
}

function dateValue(date: string, plusDays = 0): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return utcStamp(new Date(Date.UTC(year, month - 1, day + plusDays))).slice(0, 8);
}

function eventLines(event: CalendarEvent, timeZone: string | null): string[] {
  const day = event.date.slice(0, 10);
  // A local time in the zone (TZID), or floating without one; the wall-clock arithmetic is the same.
  const zoned = timeZone ? `;TZID=${timeZone}` : '';
  const when = event.time
    ? [`DTSTART${zoned}:${floating(day, event.time)}`, `DTEND${zoned}:${floating(day, event.time, Math.max(1, Math.round(event.durationMinutes)))}`]
    : [`DTSTART;VALUE=DATE:${dateValue(day)}`, `DTEND;VALUE=DATE:${dateValue(day, 1)}`];
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `LAST-MODIFIED:${utcStamp(event.stamp)}`,
    `SEQUENCE:${Math.max(0, Math.floor(event.sequence))}`,
    ...when,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

/**
 * The zone's VTIMEZONE (RFC 5545 §3.6.5) over the years the events span (one year either side, so an
 * event's end that crosses New Year is covered). Every offset change is an observance with its own
 * DTSTART; a zone without changes is one STANDARD observance.
 */
export function timeZoneLines(timeZone: string, events: readonly CalendarEvent[]): string[] {
  const years = events.map((event) => Number(event.date.slice(0, 4))).filter((year) => Number.isInteger(year) && year > 1900);
  const first = years.length > 0 ? Math.min(...years) : new Date().getUTCFullYear();
  const last = years.length > 0 ? Math.max(...years) : first;
  const observances = zoneObservances(timeZone, first - 1, last + 1);
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${timeZone}`,
    ...observances.flatMap((observance) => [
      `BEGIN:${observance.kind}`,
      `DTSTART:${observance.localStart}`,
      `TZOFFSETFROM:${utcOffsetText(observance.offsetFrom)}`,
      `TZOFFSETTO:${utcOffsetText(observance.offsetTo)}`,
      `END:${observance.kind}`,
    ]),
    'END:VTIMEZONE',
  ];
}

/** The whole calendar as the text/calendar body: CRLF line ends, folded lines, one VEVENT per event. */
export function formatCalendar(calendar: Calendar): string {
  const refresh = `PT${Math.max(1, Math.round(calendar.refreshMinutes))}M`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Pitchside//Schedules out//EN',
    'CALSCALE:GREGORIAN',
    `NAME:${escapeText(calendar.name)}`,
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    ...(calendar.description ? [`DESCRIPTION:${escapeText(calendar.description)}`, `X-WR-CALDESC:${escapeText(calendar.description)}`] : []),
    `REFRESH-INTERVAL;VALUE=DURATION:${refresh}`,
    `X-PUBLISHED-TTL:${refresh}`,
    ...(calendar.timeZone ? [`X-WR-TIMEZONE:${calendar.timeZone}`, ...timeZoneLines(calendar.timeZone, calendar.events)] : []),
    ...calendar.events.flatMap((event) => eventLines(event, calendar.timeZone ?? null)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
