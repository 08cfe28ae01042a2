import * as z from 'zod';

/**
 * A match's status (spec §4): '' before kick-off and after a reset, then in_progress, paused,
 * resumed, completed. 'resumed' is a running match that has been paused at least once.
 */
export const MATCH_STATUSES = ['', 'in_progress', 'paused', 'resumed', 'completed'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];
export const matchStatusSchema = z.enum(MATCH_STATUSES);

/** Older data says 'live'; it is read like in_progress and never written (spec §4). */
export const LEGACY_LIVE_STATUS = 'live';
export type StoredMatchStatus = MatchStatus | typeof LEGACY_LIVE_STATUS;
export const storedMatchStatusSchema = z.enum([...MATCH_STATUSES, LEGACY_LIVE_STATUS]);

/** The status as the match fold reads it: the legacy 'live' is in_progress. */
export function currentMatchStatus(status: StoredMatchStatus): MatchStatus {
  return status === LEGACY_LIVE_STATUS ? 'in_progress' : status;
}

/** Statuses of a match whose clock is running. */
export function isRunning(status: string | null | undefined): boolean {
  return status === 'in_progress' || status === 'resumed' || status === LEGACY_LIVE_STATUS;
}

/** Statuses shown as live: started, not yet completed (paused counts, the match is still on). */
export function isLive(status: string | null | undefined): boolean {
  return isRunning(status) || status === 'paused';
}
