import type { Fixture } from './build-matches';
import { isKnockout } from './knockout-feeders';
import { matchClubs, matchCoaches, matchTeams, type ScheduleContext } from './schedule-context';

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
  /** Group-stage bookings of each division that has a knockout: a knockout match waits for all of them. */
  readonly groupStage = new Map<string, Busy[]>();
  /** Knockout bookings that follow their division's group stage: a group match must end before them. */
  readonly afterGroups = new Map<string, Busy[]>();
  /**
   * Matches that are, or will be, on the schedule (a replayed schedule, or every match while locks are
   * booked): a knockout match whose feeder is in here but not booked yet is not missing it.
   */
  expected?: { ids: Set<string>; groupCount: Map<string, number> };

  constructor(private readonly context: ScheduleContext) {}

  expect(matches: Iterable<Fixture>): void {
    const ids = new Set<string>();
    const groupCount = new Map<string, number>();
    for (const match of matches) {
      ids.add(match.id);
      if (!isKnockout(match)) groupCount.set(match.divisionId, (groupCount.get(match.divisionId) ?? 0) + 1);
    }
    this.expected = { ids, groupCount };
  }

  /**
   * Books a match. A stand-in (a fixed match that is no fixture of the input) occupies its teams and
   * pitch but is no part of its division's group stage: it neither completes it nor holds the knockout back.
   */
  add(booking: Booking, standIn = false): void {
    const { match, pitchId, dayIndex, start, end } = booking;
    const busy: Busy = { start, end, matchId: match.id, divisionId: match.divisionId };
    this.bookings.set(match.id, booking);
    push(this.pitchDay, pitchDayKey(pitchId, dayIndex), busy);
    for (const teamId of matchTeams(match)) {
      push(this.team, teamId, busy);
      const key = teamDayKey(teamId, dayIndex);
      this.teamDay.set(key, (this.teamDay.get(key) ?? 0) + 1);
    }
    for (const uid of matchCoaches(this.context, match)) push(this.coach, uid, busy);
    for (const club of matchClubs(this.context, match)) push(this.club, club, busy);
    if (standIn || !this.context.knockout.divisions.has(match.divisionId)) return;
    if (!isKnockout(match)) push(this.groupStage, match.divisionId, busy);
    else if (this.context.knockout.feeders.get(match.id)?.afterGroups) push(this.afterGroups, match.divisionId, busy);
  }

  /** Takes a booking back out (a locked knockout match whose feeders could not be placed). */
  remove(matchId: string): void {
    const booking = this.bookings.get(matchId);
    if (!booking) return;
    const { match, pitchId, dayIndex } = booking;
    this.bookings.delete(matchId);
    const drop = (map: Map<string, Busy[]>, key: string) => {
      const list = map.get(key)?.filter((busy) => busy.matchId !== matchId);
      if (list) map.set(key, list);
    };
    drop(this.pitchDay, pitchDayKey(pitchId, dayIndex));
    for (const teamId of matchTeams(match)) {
      drop(this.team, teamId);
      const key = teamDayKey(teamId, dayIndex);
      this.teamDay.set(key, (this.teamDay.get(key) ?? 1) - 1);
    }
    for (const uid of matchCoaches(this.context, match)) drop(this.coach, uid);
    for (const club of matchClubs(this.context, match)) drop(this.club, club);
    drop(this.groupStage, match.divisionId);
    drop(this.afterGroups, match.divisionId);
  }
}

export const pitchDayKey = (pitchId: string, dayIndex: number) => `${pitchId}\u0000${dayIndex}`;
export const teamDayKey = (teamId: string, dayIndex: number) => `${teamId}\u0000${dayIndex}`;
