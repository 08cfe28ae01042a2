import type { CreateTournamentInput } from '@pitchside/shared';

/** The organizer's new-tournament form, filled in as for a three-day weekend cup at Main Park. */
export function tournamentForm(overrides: Partial<CreateTournamentInput> = {}): CreateTournamentInput {
  return {
    name: 'Summer Cup',
    type: 'tournament',
    days: 'weekends',
    startDate: '2026-06-01',
    endDate: '2026-06-03',
    venue: 'Main Park',
    ageGroups: ['u10'],
    genders: ['boys'],
    teamCount: 0,
    firstHalfDuration: 2700,
    breakDuration: 900,
    secondHalfDuration: 2700,
    ...overrides,
  };
}
