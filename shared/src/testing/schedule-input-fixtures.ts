import type { ScheduleInputDraft, ScheduleTeam } from '../scheduling/schedule-input';

/**
 * A small venue for the scheduling tests: one 60-minute u10 match (2 × 25 + 10), no changeover
 * unless a test asks, one day 09:00–12:00. Test-only; not exported by the package.
 */
export function smallInput(overrides: Partial<ScheduleInputDraft> = {}): ScheduleInputDraft {
  return {
    pitches: [{ id: 'p1', name: 'Pitch 1', size: '7v7', ages: ['u10'] }],
    days: [{ date: '2026-07-14', start: '09:00', end: '12:00' }],
    matchLengths: { u10: { halfMinutes: 25, breakMinutes: 10 } },
    changeoverMinutes: 0,
    minRestMinutes: 60,
    maxMatchesPerTeamPerDay: 2,
    divisions: [],
    ...overrides,
  };
}

export const teamsOf = (...names: string[]): ScheduleTeam[] => names.map((name) => ({ id: name, name }));

export const division = (id: string, teams: ReturnType<typeof teamsOf>, extra: Record<string, unknown> = {}) => ({
  id,
  name: id,
  age: 'u10' as const,
  teams,
  format: { type: 'round-robin' as const },
  ...extra,
});
