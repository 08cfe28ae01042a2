/** 'HH:MM' → minutes after midnight. The schema has already checked the format. */
export function minutesOfDay(hhmm: string): number {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  return hours * 60 + minutes;
}

/** Minutes after midnight → 'HH:MM' (24:00 stays 24:00: a window may end at midnight). */
export function formatMinutes(minutes: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/**
 * Minute of the calendar (UTC days since 1970 × 1440) at midnight of a 'YYYY-MM-DD'. Times are local
 * to the venue; counting real calendar days keeps rest between the last match of one day and the
 * first of the next honest even when the tournament skips a day.
 */
export function dayBase(date: string): number {
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number);
  return (Date.UTC(y, m - 1, d) / 86_400_000) * 1440;
}

/** Smallest value ≥ `value` that lies on the `step` grid counted from `base`. */
export function ceilToGrid(value: number, base: number, step: number): number {
  return base + Math.ceil((value - base) / step) * step;
}
