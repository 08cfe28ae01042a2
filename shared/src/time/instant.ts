/**
 * A point in time as callers hold it: a Date, epoch milliseconds, or an ISO 8601 string. Stored and
 * transported timestamps are always ISO 8601 strings in UTC (`toIsoTimestamp`); this type only widens
 * what the pure functions accept for `now`.
 */
export type Instant = Date | number | string;

/** Epoch milliseconds, or NaN when the value is not a readable time. */
export function toEpochMs(instant: Instant): number {
  if (instant instanceof Date) return instant.getTime();
  if (typeof instant === 'number') return instant;
  return Date.parse(instant);
}

/** The canonical stored form: '2025-06-01T10:00:00.000Z'. */
export function toIsoTimestamp(instant: Instant): string {
  return new Date(toEpochMs(instant)).toISOString();
}

/**
 * The calendar day 'YYYY-MM-DD'. A string is taken at its word (its first ten characters), so a match
 * dated '2025-06-01' stays on that day in every time zone; a Date or epoch value is read in the local
 * time zone of the process, which is the viewer's own day in a browser.
 */
export function calendarDay(instant: Instant): string {
  if (typeof instant === 'string') return instant.trim().slice(0, 10);
  const date = new Date(toEpochMs(instant));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
