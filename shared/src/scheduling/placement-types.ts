import type { SchedulingMessageId } from '../i18n/catalog/scheduling/en';
import type { WordedMessage } from '../i18n/message';

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

/**
 * A broken hard rule: `messageId` and `values` word it in any language (catalog/scheduling), `message` is
 * its English; `otherMatchId` is the match it clashes with.
 */
export interface Violation extends WordedMessage<SchedulingMessageId> {
  code: ViolationCode;
  matchId: string;
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
