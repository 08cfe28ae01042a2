import { type DurationsInput, resolveDurations, totalMatchSeconds } from '../constants/match-durations';
import type { Instant } from '../time/instant';
import { elapsedPlayingMs, type MatchTiming } from './match-clock';
import { isRunning, type StoredMatchStatus } from './match-status';

/**
 * The status to show (spec §4): a running match (in_progress, resumed, or the legacy 'live') whose
 * playing time exceeds first half + break + second half is effectively 'completed', for a referee
 * who forgot to press complete. Playing time excludes pauses, so a match paused for an injury is not
 * cut short; a paused match never auto-completes (its clock is stopped). Durations are the
 * tournament's, each missing one replaced by its default (2700 / 900 / 2700 s).
 */
export function effectiveStatus(match: MatchTiming & { status: string }, durations: DurationsInput, now: Instant): StoredMatchStatus {
  const status = match.status as StoredMatchStatus;
  if (!isRunning(status) || !match.startedAt) return status;
  const limitMs = totalMatchSeconds(resolveDurations(durations)) * 1000;
  return elapsedPlayingMs(match, now) > limitMs ? 'completed' : status;
}
