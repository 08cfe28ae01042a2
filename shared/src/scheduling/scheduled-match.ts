import type { Fixture } from './build-matches';
import type { ScheduleContext } from './schedule-context';
import type { Booking } from './schedule-state';
import { formatMinutes } from './time';

/** A placed match as the board and exports read it: local date and 'HH:MM' kick-off and final whistle. */
export interface ScheduledMatch extends Fixture {
  pitchId: string;
  date: string;
  start: string;
  end: string;
}

export function toScheduledMatch(context: ScheduleContext, booking: Booking): ScheduledMatch {
  const day = context.days[booking.dayIndex];
  const base = day?.base ?? 0;
  return { ...booking.match, pitchId: booking.pitchId, date: day?.date ?? '', start: formatMinutes(booking.start - base), end: formatMinutes(booking.end - base) };
}

/** Date, then kick-off, then pitch: the order a printed schedule reads in. */
export function compareScheduled(a: ScheduledMatch, b: ScheduledMatch): number {
  return a.date.localeCompare(b.date) || a.start.localeCompare(b.start) || a.pitchId.localeCompare(b.pitchId) || a.id.localeCompare(b.id);
}
