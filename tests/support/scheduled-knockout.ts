import type { ScheduleSetupInput, ScheduleView } from '@pitchside/shared';
import type { ApiCall } from './api-client';
import { DEMO_ORG_HEADERS } from './tournament-fixture';

/** An organizer's call that must succeed: the answer's body, or an error naming the call and the answer. */
export function organizerCalls(call: ApiCall, token: () => string | Promise<string>) {
  return async function asAdmin<T>(method: string, path: string, body?: unknown): Promise<T> {
    const answer = await call<T>(method, path, { token: await token(), headers: DEMO_ORG_HEADERS, ...(body !== undefined ? { body } : {}) });
    if (answer.status >= 300) throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
}
export type OrganizerCall = ReturnType<typeof organizerCalls>;

export interface ScheduledKnockoutOptions {
  name: string;
  venue: string;
  teams: readonly string[];
  days: readonly [string, string];
  pitches: ScheduleSetupInput['pitches'];
  timeZone?: string;
}

/**
 * A two-day Boys U12 tournament the scheduler made: the teams in groups of three, the top two of each
 * group on to semi-finals, a final and a third-place match, generated through the scheduling API as an
 * organizer would. Every match placed (the generation's `unplaced` is empty).
 */
export async function createScheduledKnockout(asAdmin: OrganizerCall, options: ScheduledKnockoutOptions) {
  const [day1, day2] = options.days;
  const { tournament } = await asAdmin<{ tournament: { tournamentId: string; timeZone?: string | null } }>('POST', '/api/tournaments', {
    name: options.name,
    type: 'tournament',
    days: 'weekends',
    startDate: day1,
    endDate: day2,
    venue: options.venue,
    ageGroups: ['u12'],
    genders: ['boys'],
    firstHalfDuration: 900,
    breakDuration: 300,
    secondHalfDuration: 900,
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  });
  const base = `/api/tournaments/${tournament.tournamentId}`;
  const { division } = await asAdmin<{ division: { divisionId: string } }>('POST', `${base}/divisions`, { name: 'Boys U12', age: 'u12', gender: 'boys' });
  for (const team of options.teams) await asAdmin('POST', `${base}/teams`, { team, division: 'Boys U12' });
  const setup: ScheduleSetupInput = {
    pitches: options.pitches,
    days: [
      { date: day1, start: '09:00', end: '18:00' },
      { date: day2, start: '09:00', end: '18:00' },
    ],
    minRestMinutes: 30,
    formats: { [division.divisionId]: { type: 'groups-knockout', groupSize: 3, knockout: { qualifiersPerGroup: 2, thirdPlaceMatch: true } } },
  };
  await asAdmin('PUT', `${base}/schedule/setup`, setup);
  const view = await asAdmin<ScheduleView>('POST', `${base}/schedule/generate`, {});
  if (view.unplaced.length > 0) throw new Error(`Unplaced matches: ${JSON.stringify(view.unplaced)}`);
  return { tournament, divisionId: division.divisionId, view };
}
