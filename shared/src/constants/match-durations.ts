/** Period lengths of a match, in seconds, as a tournament stores them (spec §3, §9). */
export interface MatchDurations {
  firstHalfDuration: number;
  breakDuration: number;
  secondHalfDuration: number;
}

export const DEFAULT_MATCH_DURATIONS: Readonly<MatchDurations> = Object.freeze({
  firstHalfDuration: 2700,
  breakDuration: 900,
  secondHalfDuration: 2700,
});

/** What callers may hold: a tournament with some durations unset, or nothing at all. */
export type DurationsInput = Partial<Record<keyof MatchDurations, number | null | undefined>> | null | undefined;

/**
 * Each missing or unusable value falls back to its default on its own, so a tournament that only
 * shortened its halves still gets the default break. Zero is a legitimate break and is kept.
 */
export function resolveDurations(input: DurationsInput): MatchDurations {
  const pick = (key: keyof MatchDurations): number => {
    const value = input?.[key];
    return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : DEFAULT_MATCH_DURATIONS[key];
  };
  return { firstHalfDuration: pick('firstHalfDuration'), breakDuration: pick('breakDuration'), secondHalfDuration: pick('secondHalfDuration') };
}

/** First half + break + second half: the span after which a running match counts as over (spec §4). */
export function totalMatchSeconds(durations: MatchDurations): number {
  return durations.firstHalfDuration + durations.breakDuration + durations.secondHalfDuration;
}
