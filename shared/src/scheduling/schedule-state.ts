import type { Fixture } from './build-matches';
import { matchClubs, matchCoaches, type ScheduleContext } from './schedule-context';

/** A booked interval [start, end) in calendar minutes; `end` is the final whistle (no changeover). */
export interface Busy {
  start: number;
  end: number;
  matchId: string;
  divisionId: string;
}

export interface Booking {
  match: Fixture;
  pitchId: string;
  dayIndex: number;
  start: number;
  end: number;
}

function insertSorted(list: Busy[], item: Busy): void {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((list[mid] as Busy).start <= item.start) lo = mid + 1;
    else hi = mid;
  }
  list.splice(lo, 0, item);
}

function push<K>(map: Map<K, Busy[]>, key: K, item: Busy): void {
  const list = map.get(key);
  if (list) insertSorted(list, item);
  else map.set(key, [item]);
}

/**
 * Interval indexes of what is booked so far, per pitch-day, team, coach and club, each kept sorted
 * by start. A team, a coach or a pitch-day holds a handful of matches, so queries scan a short list
 * instead of the whole schedule; that is what keeps a 5,000-match tournament in seconds.
 */
export class ScheduleState {
  readonly pitchDay = new Map<string, Busy[]>();
  readonly team = new Map<string, Busy[]>();
  readonly teamDay = new Map<string, number>();
  readonly coach = new Map<string, Busy[]>();
  readonly club = new Map<string, Busy[]>();
  readonly bookings = new Map<string, Booking>();

  constructor(private readonly context: ScheduleContext) {}

  add(booking: Booking): void {
    const { match, pitchId, dayIndex, start, end } = booking;
    const busy: Busy = { start, end, matchId: match.id, divisionId: match.divisionId };
    this.bookings.set(match.id, booking);
    push(this.pitchDay, pitchDayKey(pitchId, dayIndex), busy);
    for (const teamId of new Set([match.homeTeamId, match.awayTeamId])) {
      push(this.team, teamId, busy);
      const key = teamDayKey(teamId, dayIndex);
      this.teamDay.set(key, (this.teamDay.get(key) ?? 0) + 1);
    }
    for (const uid of matchCoaches(this.context, match)) push(this.coach, uid, busy);
    for (const club of matchClubs(this.context, match)) push(this.club, club, busy);
  }
}

export const pitchDayKey = (pitchId: string, dayIndex: number) => `${pitchId}\u0000${dayIndex}`;
export const teamDayKey = (teamId: string, dayIndex: number) => `${teamId}\u0000${dayIndex}`;
