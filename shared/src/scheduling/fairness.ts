import type { ScheduleContext } from './schedule-context';
import type { ScheduledMatch } from './scheduled-match';
import { minutesOfDay } from './time';

/** A kick-off this close to the day's opening counts as early; a final whistle this close to closing, as late. */
export const EARLY_LATE_MINUTES = 120;

export interface FairnessReport {
  /** Teams with at least one placed match. */
  teams: number;
  /** Largest |home − away| of any team. */
  maxHomeAwayImbalance: number;
  /** Fewest and most early kick-offs any team has. */
  earlyStarts: { min: number; max: number };
  lateFinishes: { min: number; max: number };
  /** Largest number of days a team's matches are spread over, and the smallest. */
  daysPlayed: { min: number; max: number };
}

/** The soft goals, measured: the generator only tries its best on them, so the report says how it did. */
export function measureFairness(context: ScheduleContext, placed: readonly ScheduledMatch[]): FairnessReport {
  const perTeam = new Map<string, { home: number; away: number; early: number; late: number; days: Set<string> }>();
  for (const match of placed) {
    const day = context.dayByDate.get(match.date);
    if (!day) continue;
    const early = minutesOfDay(match.start) < day.open - day.base + EARLY_LATE_MINUTES;
    const late = minutesOfDay(match.end) > day.close - day.base - EARLY_LATE_MINUTES;
    for (const [teamId, home] of [
      [match.homeTeamId, true],
      [match.awayTeamId, false],
    ] as const) {
      if (teamId === '') continue; // a knockout side not known yet
      const row = perTeam.get(teamId) ?? { home: 0, away: 0, early: 0, late: 0, days: new Set<string>() };
      if (home) row.home++;
      else row.away++;
      if (early) row.early++;
      if (late) row.late++;
      row.days.add(match.date);
      perTeam.set(teamId, row);
    }
  }
  const rows = [...perTeam.values()];
  const span = (pick: (r: (typeof rows)[number]) => number) => (rows.length === 0 ? { min: 0, max: 0 } : { min: Math.min(...rows.map(pick)), max: Math.max(...rows.map(pick)) });
  return {
    teams: rows.length,
    maxHomeAwayImbalance: rows.reduce((max, r) => Math.max(max, Math.abs(r.home - r.away)), 0),
    earlyStarts: span((r) => r.early),
    lateFinishes: span((r) => r.late),
    daysPlayed: span((r) => r.days.size),
  };
}
