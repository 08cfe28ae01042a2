import { formatMinutes, minutesOfDay, type Age, type ScheduleInput } from '@pitchside/shared';

/** The service's time arithmetic on 'HH:MM' kick-offs and 'YYYY-MM-DD' days, over shared's one definition. */

/** Playing time of a match of this age: two halves and the break, as the input sets them. */
export function matchLength(input: ScheduleInput, age: Age): number {
  const length = input.matchLengths[age] ?? input.defaultMatchLength;
  return 2 * length.halfMinutes + length.breakMinutes;
}

/** 'HH:MM' ↔ minutes after midnight: shared's one definition, under the names these use cases read. */
export { formatMinutes as hhmmOf, minutesOfDay as minutesOf };

export function addDays(date: string, days: number): string {
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The end of a match kicking off at `start`, 'HH:MM' (past midnight reads 24:xx, as the core does). */
export function endOf(input: ScheduleInput, age: Age, start: string): string {
  return formatMinutes(minutesOfDay(start) + matchLength(input, age));
}
