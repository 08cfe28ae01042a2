import type { Age } from '../constants/ages';
import { REFEREES_EN, type RefereesMessageId } from '../i18n/catalog/referees/en';
import { worded, type MessageValues } from '../i18n/message';
import type { OfficialRole } from './availability';
import { bookingUnfit, staticUnfit, UNFIT_CODES, type Booking, type OfficiatedMatch, type OfficiatingRules, type RefereeProfile, type UnfitCode } from './candidates';

/** A role of a match to fill. */
export interface OpenRole {
  matchId: string;
  role: OfficialRole;
}

export interface FillReason {
  code: UnfitCode | 'noReferees';
  /** How many referees this reason kept out (the first reason of each counts). */
  count: number;
  message: string;
  messageId: RefereesMessageId;
  values: MessageValues;
}

export interface FillResult {
  offers: { matchId: string; role: OfficialRole; refereeUid: string }[];
  /** Every role left open, with the reasons each referee was out (like the schedule's unplaced reasons). */
  unfilled: { matchId: string; role: OfficialRole; reasons: FillReason[] }[];
  /** Matches per referee who has availability (existing bookings included), fewest to most: the fairness. */
  spread: { min: number; max: number; mean: number; perReferee: Record<string, number> };
}

/** Assistants a match of this age needs: the 11-a-side ages (under 13 and older) get two. */
export function assistantsFor(age: Age): number {
  return Number(age.slice(1)) >= 13 ? 2 : 0;
}

/** The roles of a match: a centre referee, and assistants where the age needs them. */
export function officialRolesOf(age: Age): OfficialRole[] {
  return ['centre', ...Array.from({ length: assistantsFor(age) }, () => 'assistant' as const)];
}

const reasonOf = (code: FillReason['code'], count: number): FillReason => {
  const id: RefereesMessageId = code === 'noReferees' ? 'referees.unfilled.noReferees' : `referees.unfit.${code}`;
  return { code, count, ...worded(REFEREES_EN, id, code === 'noReferees' ? {} : { count }) };
};

/** A stable tie-break that does not favour the alphabet: the same input gives the same fill. */
function tieBreak(uid: string, matchId: string): number {
  let hash = 2166136261;
  for (const char of `${uid}|${matchId}`) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

/**
 * Fills the open roles of a day's matches (issue 34). Hard rules, never broken: the referee said they can
 * (day, time window, pitch, age, role), is not connected to a club in the match, is on no other match then,
 * has the rest between matches (plus the travel between venues), and stays within their most matches a day.
 * Fairness: each role goes to the free referee with the fewest matches so far, then the fewest that day.
 * The most constrained roles (fewest referees who could ever take them) are filled first, so the flexible
 * referees are left for the rest. Pure: the same input gives the same answer.
 */
export function autoAssign(input: {
  matches: readonly OfficiatedMatch[];
  roles: readonly OpenRole[];
  referees: readonly RefereeProfile[];
  /** What the referees are on already (offers held, assignments), in any tournament of the organization. */
  bookings: ReadonlyMap<string, readonly Booking[]>;
  rules: OfficiatingRules;
}): FillResult {
  const matches = new Map(input.matches.map((match) => [match.matchId, match]));
  const booked = new Map<string, Map<string, Booking[]>>();
  const load = new Map<string, number>();
  for (const referee of input.referees) {
    const days = new Map<string, Booking[]>();
    for (const booking of input.bookings.get(referee.uid) ?? []) days.set(booking.date, [...(days.get(booking.date) ?? []), booking]);
    booked.set(referee.uid, days);
    load.set(referee.uid, input.bookings.get(referee.uid)?.length ?? 0);
  }
  const sameDay = (uid: string, date: string) => booked.get(uid)?.get(date) ?? [];

  // The referees who could ever take each role (what they said), computed once.
  const eligible = input.roles.flatMap((open) => {
    const match = matches.get(open.matchId);
    if (!match) return [];
    const fits: RefereeProfile[] = [];
    const out = new Map<UnfitCode, number>();
    for (const referee of input.referees) {
      const first = staticUnfit(referee, match, open.role)[0];
      if (first === undefined) fits.push(referee);
      else out.set(first, (out.get(first) ?? 0) + 1);
    }
    return [{ open, match, fits, out }];
  });
  eligible.sort(
    (a, b) =>
      a.fits.length - b.fits.length ||
      a.match.date.localeCompare(b.match.date) ||
      a.match.start - b.match.start ||
      a.open.matchId.localeCompare(b.open.matchId) ||
      a.open.role.localeCompare(b.open.role),
  );

  const result: FillResult = { offers: [], unfilled: [], spread: { min: 0, max: 0, mean: 0, perReferee: {} } };
  for (const { open, match, fits, out } of eligible) {
    let best: RefereeProfile | null = null;
    let bestKey: [number, number, number] = [Infinity, Infinity, Infinity];
    const busy = new Map(out);
    for (const referee of fits) {
      const day = sameDay(referee.uid, match.date);
      const first = bookingUnfit(referee, match, day, input.rules)[0];
      if (first !== undefined) {
        busy.set(first, (busy.get(first) ?? 0) + 1);
        continue;
      }
      const key: [number, number, number] = [load.get(referee.uid) ?? 0, day.length, tieBreak(referee.uid, `${match.matchId}|${open.role}`)];
      if (key[0] < bestKey[0] || (key[0] === bestKey[0] && (key[1] < bestKey[1] || (key[1] === bestKey[1] && key[2] < bestKey[2])))) {
        best = referee;
        bestKey = key;
      }
    }
    if (!best) {
      const reasons = input.referees.length === 0 ? [reasonOf('noReferees', 0)] : UNFIT_CODES.filter((code) => busy.has(code)).map((code) => reasonOf(code, busy.get(code) ?? 0));
      result.unfilled.push({ ...open, reasons });
      continue;
    }
    const days = booked.get(best.uid) as Map<string, Booking[]>;
    days.set(match.date, [...sameDay(best.uid, match.date), { matchId: match.matchId, date: match.date, start: match.start, end: match.end, venue: match.venue }]);
    load.set(best.uid, (load.get(best.uid) ?? 0) + 1);
    result.offers.push({ ...open, refereeUid: best.uid });
  }
  const counts = input.referees.map((referee) => load.get(referee.uid) ?? 0);
  result.spread = {
    min: counts.length ? Math.min(...counts) : 0,
    max: counts.length ? Math.max(...counts) : 0,
    mean: counts.length ? counts.reduce((sum, count) => sum + count, 0) / counts.length : 0,
    perReferee: Object.fromEntries(input.referees.map((referee) => [referee.uid, load.get(referee.uid) ?? 0])),
  };
  result.unfilled.sort((a, b) => {
    const x = matches.get(a.matchId) as OfficiatedMatch;
    const y = matches.get(b.matchId) as OfficiatedMatch;
    return x.date.localeCompare(y.date) || x.start - y.start || a.matchId.localeCompare(b.matchId);
  });
  return result;
}
