import type { Age } from '../constants/ages';
import type { AvailabilityInput, OfficialRole } from './availability';

/** A match as the referee rules see it: its day, its minutes of the day (kick-off to full time), where, whose. */
export interface OfficiatedMatch {
  matchId: string;
  date: string;
  /** Minutes after midnight. */
  start: number;
  end: number;
  age: Age;
  /** The pitch's id ('' when the match names none). */
  pitchId: string;
  /** Where the pitch is: travel is between venues. */
  venue: string;
  homeClub: string;
  awayClub: string;
}

export interface RefereeProfile {
  uid: string;
  name: string;
  availability: AvailabilityInput;
  /** Clubs they coach or play for: their declared clubs and their coached teams' clubs. */
  clubs: readonly string[];
}

/** A match a referee is on already (offered, accepted or assigned), in any role. */
export type Booking = Pick<OfficiatedMatch, 'matchId' | 'date' | 'start' | 'end' | 'venue'>;

export interface OfficiatingRules {
  /** The least time between two of a referee's matches at one venue. */
  restMinutes: number;
  /** Minutes from one venue to another (0 within a venue). */
  travelMinutes: (from: string, to: string) => number;
}

/**
 * Why a referee cannot take a match role, in the order they are checked (the first few are what the
 * referee said; the last are their bookings). `connected` is a flag on the board and a hard rule for the
 * automatic fill: a referee who coaches or plays for a club in the match.
 */
export const UNFIT_CODES = ['unavailableDate', 'outsideWindow', 'pitch', 'age', 'role', 'connected', 'booked', 'resting', 'travel', 'dayFull'] as const;
export type UnfitCode = (typeof UNFIT_CODES)[number];

export interface Candidate {
  uid: string;
  name: string;
  /** Nothing stands in the way (connected referees are never free). */
  free: boolean;
  reasons: UnfitCode[];
  connected: boolean;
  /** Their matches that day already. */
  matchesThatDay: number;
}

const sameClub = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** Whether the referee coaches or plays for a club in the match. */
export function connectedTo(referee: Pick<RefereeProfile, 'clubs'>, match: Pick<OfficiatedMatch, 'homeClub' | 'awayClub'>): boolean {
  return referee.clubs.some((club) => (match.homeClub && sameClub(club, match.homeClub)) || (match.awayClub && sameClub(club, match.awayClub)));
}

/** What the referee said about themself, independent of their bookings: cheap, and the same all day. */
export function staticUnfit(referee: RefereeProfile, match: OfficiatedMatch, role: OfficialRole): UnfitCode[] {
  const { availability } = referee;
  const reasons: UnfitCode[] = [];
  if (availability.unavailable.includes(match.date)) reasons.push('unavailableDate');
  else if (!availability.windows.some((window) => window.date === match.date && minutes(window.start) <= match.start && minutes(window.end) >= match.end)) reasons.push('outsideWindow');
  if (availability.pitches.length > 0 && !availability.pitches.includes(match.pitchId)) reasons.push('pitch');
  if (!availability.ages.includes(match.age)) reasons.push('age');
  if (!availability.roles.includes(role)) reasons.push('role');
  if (connectedTo(referee, match)) reasons.push('connected');
  return reasons;
}

/** What the referee's bookings that day say: on another match then, too little rest or travel time, or the day is full. */
export function bookingUnfit(referee: RefereeProfile, match: OfficiatedMatch, sameDay: readonly Booking[], rules: OfficiatingRules): UnfitCode[] {
  const reasons = new Set<UnfitCode>();
  for (const booking of sameDay) {
    if (booking.matchId === match.matchId || (booking.start < match.end && match.start < booking.end)) {
      reasons.add('booked');
      continue;
    }
    const gap = booking.end <= match.start ? match.start - booking.end : booking.start - match.end;
    const from = booking.end <= match.start ? booking.venue : match.venue;
    const to = booking.end <= match.start ? match.venue : booking.venue;
    if (gap < rules.restMinutes) reasons.add('resting');
    else if (gap < rules.restMinutes + rules.travelMinutes(from, to)) reasons.add('travel');
  }
  if (sameDay.length >= referee.availability.maxMatchesPerDay) reasons.add('dayFull');
  return UNFIT_CODES.filter((code) => reasons.has(code));
}

/**
 * Who can take this role of this match: every referee with their reasons, the free ones first (fewest
 * matches that day first), then the connected ones (flagged), then the rest.
 */
export function matchCandidates(
  match: OfficiatedMatch,
  role: OfficialRole,
  referees: readonly RefereeProfile[],
  bookingsOf: (uid: string, date: string) => readonly Booking[],
  rules: OfficiatingRules,
): Candidate[] {
  const candidates = referees.map((referee) => {
    const sameDay = bookingsOf(referee.uid, match.date);
    const reasons = [...staticUnfit(referee, match, role), ...bookingUnfit(referee, match, sameDay, rules)];
    return { uid: referee.uid, name: referee.name, free: reasons.length === 0, reasons, connected: reasons.includes('connected'), matchesThatDay: sameDay.length };
  });
  const rank = (candidate: Candidate) => (candidate.free ? 0 : candidate.reasons.every((code) => code === 'connected') ? 1 : 2);
  return candidates.sort((a, b) => rank(a) - rank(b) || a.matchesThatDay - b.matchesThatDay || a.reasons.length - b.reasons.length || a.name.localeCompare(b.name));
}

export function minutes(hhmm: string): number {
  const [hours, mins] = hhmm.split(':').map(Number);
  return (hours ?? 0) * 60 + (mins ?? 0);
}
