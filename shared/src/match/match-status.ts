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
/** Every status a stored match may carry: the five of the spec and the legacy one. */
export const STORED_MATCH_STATUSES = [...MATCH_STATUSES, LEGACY_LIVE_STATUS] as const;
export type StoredMatchStatus = (typeof STORED_MATCH_STATUSES)[number];
export const storedMatchStatusSchema = z.enum(STORED_MATCH_STATUSES);

/** The status as the match fold reads it: the legacy 'live' is in_progress. */
export function currentMatchStatus(status: StoredMatchStatus): MatchStatus {
  return status === LEGACY_LIVE_STATUS ? 'in_progress' : status;
}

/** Statuses of a match whose clock is running (the running-matches index is read once per status). */
export const RUNNING_MATCH_STATUSES = ['in_progress', 'resumed', LEGACY_LIVE_STATUS] as const;

export function isRunning(status: string | null | undefined): boolean {
  return (RUNNING_MATCH_STATUSES as readonly (string | null | undefined)[]).includes(status);
}

/** Statuses shown as live: started, not yet completed (paused counts, the match is still on). */
export function isLive(status: string | null | undefined): boolean {
  return isRunning(status) || status === 'paused';
}
