import type { IntlShape } from 'react-intl';
import { dateFormat } from '../i18n/active-locale';
/**
 * Dates as organizers read them, in the language on screen (i18n/active-locale). Calendar days
 * ('2026-06-01') are local days, never shifted by a zone.
 */
const dayFormat = () => dateFormat({ day: 'numeric', month: 'short', year: 'numeric' });
const shortDayFormat = () => dateFormat({ weekday: 'short', day: 'numeric', month: 'short' });

function localDay(isoDay: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDay);
  if (!match) return undefined;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** '2026-06-01' → '1 Jun 2026' (in the reader's locale); anything else as given. */
export function formatDay(isoDay: string | null | undefined): string {
  if (!isoDay) return '';
  const day = localDay(isoDay);
  return day ? dayFormat().format(day) : isoDay;
}

/** '2026-06-01' → 'Mon, 1 Jun'. */
export function formatShortDay(isoDay: string | null | undefined): string {
  if (!isoDay) return '';
  const day = localDay(isoDay);
  return day ? shortDayFormat().format(day) : isoDay;
}

/** '1 – 3 Jun 2026' style ranges, or one day when they are the same. */
export function formatDayRange(start: string, end: string): string {
  if (!end || start === end) return formatDay(start);
  const from = localDay(start);
  const to = localDay(end);
  if (!from || !to) return `${start} – ${end}`;
  return dayFormat().formatRange(from, to);
}

/** A timestamp as a date and time: '1 Jun 2026, 10:30'. */
const stampFormat = () => dateFormat({ day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
export function formatStamp(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : stampFormat().format(time);
}

/** '1 team', '3 teams'. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString()} ${count === 1 ? one : many}`;
}

/**
 * Bytes as people read file sizes: '4 MB', '812 KB', with the number and the unit in the reader's language
 * (the units are catalog messages, so the pseudo-locale shows they were looked up).
 */
export function formatBytes(intl: Pick<IntlShape, 'formatMessage'>, bytes: number): string {
  if (bytes >= 1024 * 1024) return intl.formatMessage({ id: 'file.megabytes' }, { size: Number((bytes / (1024 * 1024)).toFixed(1)) });
  if (bytes >= 1024) return intl.formatMessage({ id: 'file.kilobytes' }, { size: Math.round(bytes / 1024) });
  return intl.formatMessage({ id: 'file.bytes' }, { size: bytes });
}
