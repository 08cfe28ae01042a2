import type { DurationsInput } from '../constants/match-durations';
import { calendarDay, type Instant } from '../time/instant';
import { effectiveStatus } from './effective-status';
import { isLive } from './match-status';

export const MATCH_CLASSES = ['live', 'upcoming', 'completed', 'past'] as const;
/** 'past': dated before today and never completed (not played, or never recorded). */
export type MatchClass = (typeof MATCH_CLASSES)[number];

export interface ClassifiableMatch {
  status?: string | null;
  date?: string | null;
  startedAt?: Instant | null;
  pausedAt?: Instant | null;
  completedAt?: Instant | null;
  previousPauseTime?: number | null;
}

export interface ClassifyOptions {
  /** With `now`, a running match past its full time is classed by its effective status (completed). */
  now?: Instant;
  durations?: DurationsInput;
}

/**
 * Which listing a match belongs to (spec §4): completed first; then live (in_progress, the legacy
 * 'live', paused and resumed — a paused match is still being played); then upcoming when dated today
 * or later, past when dated earlier. A match without a date has not been scheduled yet: upcoming.
 * `today` is a 'YYYY-MM-DD' string or a Date read in local time.
 */
export function classifyMatch(match: ClassifiableMatch, today: Instant, options: ClassifyOptions = {}): MatchClass {
  const stored = match.status ?? '';
  const status = options.now === undefined ? stored : effectiveStatus({ ...match, status: stored }, options.durations, options.now);
  if (status === 'completed') return 'completed';
  if (isLive(status)) return 'live';
  if (!match.date) return 'upcoming';
  return calendarDay(match.date) >= calendarDay(today) ? 'upcoming' : 'past';
}
