import type { SchedulingMessageId } from './catalog/scheduling/en';

/**
 * The scheduler's reasons shown on the organizer's screen, sent as a code with its values and as a
 * catalog id (catalog/scheduling), and worded in the caller's language (`reason`, from the request's
 * Accept-Language, by `formatServerMessage`). Team, pitch, division and referee names go in as typed;
 * dates and times as stored ('2026-06-13', '10:00').
 */
export type StaleAssignmentCode = 'referee_clash' | 'moved';
export type RestoreSkipCode = 'played' | 'gone' | 'played_since';

/** The catalog id that words each stale referee assignment. */
export const STALE_ASSIGNMENT_MESSAGES = {
  referee_clash: 'scheduling.stale.refereeClash',
  moved: 'scheduling.stale.moved',
} as const satisfies Record<StaleAssignmentCode, SchedulingMessageId>;

/** The catalog id that words why a restore left a match where it is. */
export const RESTORE_SKIP_MESSAGES = {
  played: 'scheduling.restoreSkip.played',
  gone: 'scheduling.restoreSkip.gone',
  played_since: 'scheduling.restoreSkip.playedSince',
} as const satisfies Record<RestoreSkipCode, SchedulingMessageId>;
