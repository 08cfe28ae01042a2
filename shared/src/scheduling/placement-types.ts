/** What the placement rules answer: the broken rules they name, and the starts they forbid. */
export const VIOLATION_CODES = [
  'unknown-match',
  'unknown-pitch',
  'unknown-day',
  'pitch-age',
  'pitch-size',
  'outside-window',
  'pitch-overlap',
  'team-overlap',
  'team-rest',
  'max-per-day',
  'coach-overlap',
  'club-overlap',
  'duplicate-match',
  'knockout-order',
  'feeder-unplaced',
] as const;
export type ViolationCode = (typeof VIOLATION_CODES)[number];

/** A broken hard rule, worded for the organizer; `otherMatchId` is the match it clashes with. */
export interface Violation {
  code: ViolationCode;
  matchId: string;
  message: string;
  otherMatchId?: string;
  teamId?: string;
  coachUid?: string;
  clubId?: string;
}

/** Starts in [lo, hi) that a rule forbids, in calendar minutes. */
export interface Forbidden {
  lo: number;
  hi: number;
}
