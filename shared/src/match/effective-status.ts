import { type DurationsInput, resolveDurations, totalMatchSeconds } from '../constants/match-durations';
import type { Instant } from '../time/instant';
import { knockoutWinner } from './knockout-winner';
import { elapsedPlayingMs, extraTimeSeconds, type MatchTiming } from './match-clock';
import { isRunning, type StoredMatchStatus } from './match-status';

/**
 * The status to show (spec §4): a running match (in_progress, resumed, or the legacy 'live') whose
 * playing time exceeds first half + break + second half is effectively 'completed', for a referee
 * who forgot to press complete. Playing time excludes pauses, so a match paused for an injury is not
 * cut short; a paused match never auto-completes (its clock is stopped). Durations are the
 * tournament's, each missing one replaced by its default (2700 / 900 / 2700 s). Extra time adds its two
 * periods (`extraTimeSeconds`); a knockout match that is level without a shoot-out never auto-completes.
 */
export function effectiveStatus(match: MatchTiming & KnockoutTiming & { status: string }, durations: DurationsInput, now: Instant): StoredMatchStatus {
  const status = match.status as StoredMatchStatus;
  if (!isRunning(status) || !match.startedAt) return status;
  // A knockout match without a winner is never over by the clock: the referee records extra time or penalties.
  if (
    match.stage === 'knockout' &&
    knockoutWinner({ homeScore: match.homeScore ?? 0, awayScore: match.awayScore ?? 0, homePenalties: match.homePenalties ?? null, awayPenalties: match.awayPenalties ?? null }) === null
  )
    return status;
  const resolved = resolveDurations(durations);
  const limitMs = (totalMatchSeconds(resolved) + (match.extraTimeStartedAt ? extraTimeSeconds(resolved) : 0)) * 1000;
  return elapsedPlayingMs(match, now) > limitMs ? 'completed' : status;
}

/** What a knockout match adds to the timing (a stored match has it; other callers may leave it out). */
export interface KnockoutTiming {
  stage?: string | null;
  homeScore?: number;
  awayScore?: number;
  homePenalties?: number | null;
  awayPenalties?: number | null;
}

/** The fields of a stored match that its status and clock are read from. */
export interface StoredTimingSource {
  status: string;
  startedAt: string | null;
  pausedAt: string | null;
  resumedAt: string | null;
  completedAt: string | null;
  previousPauseTime: number;
  stage?: string | null;
  homeScore: number;
  awayScore: number;
  extraTimeStartedAt?: string | null;
  homePenalties?: number | null;
  awayPenalties?: number | null;
}

/** The timing of a stored match, for `effectiveStatus` and `matchClock`: a knockout field it lacks reads as null. */
export function timingOf<M extends StoredTimingSource>(match: M) {
  return {
    status: match.status,
    startedAt: match.startedAt,
    pausedAt: match.pausedAt,
    resumedAt: match.resumedAt,
    completedAt: match.completedAt,
    previousPauseTime: match.previousPauseTime,
    stage: match.stage ?? null,
    homeScore: match.homeScore,
    awayScore: match.awayScore,
    extraTimeStartedAt: match.extraTimeStartedAt ?? null,
    homePenalties: match.homePenalties ?? null,
    awayPenalties: match.awayPenalties ?? null,
  };
}
