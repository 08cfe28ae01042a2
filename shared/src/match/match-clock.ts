import { type DurationsInput, type MatchDurations, resolveDurations, totalMatchSeconds } from '../constants/match-durations';
import { type Instant, toEpochMs } from '../time/instant';
import { LEGACY_LIVE_STATUS } from './match-status';

/** The timing fields of a match; a stored Match and a MatchState both fit. */
export interface MatchTiming {
  status?: string | null;
  /** ISO strings as stored; Dates and epoch milliseconds are read too, for callers holding those. */
  startedAt?: Instant | null;
  pausedAt?: Instant | null;
  completedAt?: Instant | null;
  /** Accumulated paused time in milliseconds. */
  previousPauseTime?: number | null;
  /** Knockout: when extra time started; past full time the clock then reads extra-time minutes. */
  extraTimeStartedAt?: Instant | null;
}

export const MATCH_PERIODS = ['not_started', 'first_half', 'half_time', 'second_half', 'full_time', 'extra_time'] as const;
export type MatchPeriod = (typeof MATCH_PERIODS)[number];

export interface MatchClock {
  /** Seconds on the match clock since kick-off, paused time excluded (the half-time break included). */
  elapsedSeconds: number;
  period: MatchPeriod;
  /** The match minute a goal or card at this moment gets: 1–45, 45 during the break, 46–90; 0 before kick-off. */
  minute: number;
  /** True while the clock advances (started, not paused, not completed). */
  running: boolean;
}

/**
 * Milliseconds of play since kick-off: the clock stops at a pause and at completion, and every
 * finished pause is taken off. Times earlier than the kick-off count as zero rather than negative,
 * which keeps a console with a skewed clock from showing a match going backwards.
 */
export function elapsedPlayingMs(match: MatchTiming, now: Instant): number {
  const status = match.status ?? '';
  const startedAt = match.startedAt ? toEpochMs(match.startedAt) : Number.NaN;
  if (status === '' || Number.isNaN(startedAt)) return 0;
  const stoppedAt = status === 'completed' ? match.completedAt : status === 'paused' ? match.pausedAt : undefined;
  const end = toEpochMs(stoppedAt ?? now);
  if (Number.isNaN(end)) return 0;
  return Math.max(0, end - startedAt - (match.previousPauseTime ?? 0));
}

/**
 * Where a match stands at `now`, measured on a single clock that runs from kick-off through the first
 * half, the break and the second half (the referee does not stop it at half-time), with the
 * tournament's durations or the defaults 2700 / 900 / 2700 s.
 */
export function matchClock(match: MatchTiming, now: Instant, durations?: DurationsInput): MatchClock {
  const status = match.status ?? '';
  if (status === '' || !match.startedAt) return { elapsedSeconds: 0, period: 'not_started', minute: 0, running: false };
  const elapsedSeconds = Math.floor(elapsedPlayingMs(match, now) / 1000);
  const resolved = resolveDurations(durations);
  const { period, minute } = match.extraTimeStartedAt && elapsedSeconds >= totalMatchSeconds(resolved) ? extraTimeAt(elapsedSeconds, resolved) : periodAt(elapsedSeconds, resolved);
  const running = status === 'in_progress' || status === 'resumed' || status === LEGACY_LIVE_STATUS;
  // A referee may end a match early (abandoned, mercy rule): it is over whatever the clock says.
  return { elapsedSeconds, period: status === 'completed' ? 'full_time' : period, minute, running };
}

/**
 * Extra time: two periods of a third of a half each (2 × 15 min for 45-minute halves), played straight
 * on after full time. Nothing configures it yet; it only tells when a forgotten match auto-completes.
 */
export function extraTimeSeconds(durations: MatchDurations): number {
  return 2 * Math.round(durations.firstHalfDuration / 3);
}

function extraTimeAt(elapsedSeconds: number, durations: MatchDurations): { period: MatchPeriod; minute: number } {
  const regular = Math.ceil(durations.firstHalfDuration / 60) + Math.ceil(durations.secondHalfDuration / 60);
  return { period: 'extra_time', minute: regular + Math.floor((elapsedSeconds - totalMatchSeconds(durations)) / 60) + 1 };
}

function periodAt(elapsedSeconds: number, durations: MatchDurations): { period: MatchPeriod; minute: number } {
  const { firstHalfDuration: first, breakDuration: pause, secondHalfDuration: second } = durations;
  const firstHalfMinutes = Math.ceil(first / 60);
  if (elapsedSeconds < first) return { period: 'first_half', minute: Math.floor(elapsedSeconds / 60) + 1 };
  if (elapsedSeconds < first + pause) return { period: 'half_time', minute: firstHalfMinutes };
  if (elapsedSeconds < first + pause + second) {
    return { period: 'second_half', minute: firstHalfMinutes + Math.floor((elapsedSeconds - first - pause) / 60) + 1 };
  }
  return { period: 'full_time', minute: firstHalfMinutes + Math.ceil(second / 60) };
}
