import { ORGANIZATION_HEADER } from '@pitchside/shared';
import { DEMO_ORGANIZATION } from '../../infra/local/demo-accounts';
import type { apiClient } from './api-client';

export const DEMO_ORG_HEADERS = { [ORGANIZATION_HEADER]: DEMO_ORGANIZATION.orgId };

export interface TournamentFixture {
  tournamentId: string;
  division: string;
  teams: string[];
  matchIds: string[];
}

/**
 * A tournament of the demo organization with one division, `teamNames` entered and a round robin of
 * fixtures (today, an hour apart), built through the real API as an organizer would.
 */
export async function createTournamentFixture(
  call: ReturnType<typeof apiClient>,
  adminToken: string,
  options: {
    name?: string;
    teamNames?: string[];
    durations?: { firstHalfDuration: number; breakDuration: number; secondHalfDuration: number };
    teamIds?: Record<string, string>;
    tieBreakers?: string[];
    /** Published once built: the public pages, feeds and live pushes only ever show a published tournament. */
    published?: boolean;
  } = {},
): Promise<TournamentFixture> {
  const auth = { token: adminToken, headers: DEMO_ORG_HEADERS };
  const today = new Date().toISOString().slice(0, 10);
  const created = await call<{ tournament: { tournamentId: string } }>('POST', '/api/tournaments', {
    ...auth,
    body: {
      name: options.name ?? `Fixture Cup ${Date.now()}`,
      type: 'tournament',
      days: 'weekends',
      startDate: today,
      endDate: today,
      venue: 'Heden',
      ageGroups: ['u12'],
      genders: ['boys'],
      ...(options.durations ?? {}),
      ...(options.tieBreakers ? { tieBreakers: options.tieBreakers } : {}),
    },
  });
  if (created.status !== 201) throw new Error(`Tournament not created: ${JSON.stringify(created.body)}`);
  const tournamentId = created.body.tournament.tournamentId;
  const division = 'U12 Boys A';
  const added = await call('POST', `/api/tournaments/${tournamentId}/divisions`, { ...auth, body: { name: division, age: 'u12', gender: 'boys' } });
  if (added.status !== 201) throw new Error(`Division not added: ${JSON.stringify(added.body)}`);
  const teams = options.teamNames ?? ['Hammarby IF', 'IFK Göteborg', 'Malmö FF', 'AIK'];
  for (const team of teams) {
    const entry = await call('POST', `/api/tournaments/${tournamentId}/teams`, { ...auth, body: { team, division, ...(options.teamIds?.[team] ? { teamId: options.teamIds[team] } : {}) } });
    if (entry.status !== 201) throw new Error(`Team not added: ${JSON.stringify(entry.body)}`);
  }
  const matchIds: string[] = [];
  let hour = 8;
  for (let home = 0; home < teams.length; home += 1) {
    for (let away = home + 1; away < teams.length; away += 1) {
      const match = await call<{ matchId: string }>('POST', `/api/tournaments/${tournamentId}/matches`, {
        ...auth,
        body: { division, age: 'u12', gender: 'boys', date: today, time: `${String(hour).padStart(2, '0')}:00`, homeTeam: teams[home], awayTeam: teams[away], field: 'Pitch 1' },
      });
      if (match.status !== 201) throw new Error(`Match not created: ${JSON.stringify(match.body)}`);
      matchIds.push(match.body.matchId);
      hour += 1;
    }
  }
  if (options.published) {
    const published = await call('POST', `/api/tournaments/${tournamentId}/publish`, auth);
    if (published.status !== 200) throw new Error(`Tournament not published: ${JSON.stringify(published.body)}`);
  }
  return { tournamentId, division, teams, matchIds };
}

let sequence = 0;
/** A console event as a phone makes it: a fresh id and the time of the tap. */
export function consoleEvent<T extends Record<string, unknown>>(type: string, extra: T = {} as T) {
  sequence += 1;
  return { id: `evt-${Date.now()}-${sequence}-${Math.random().toString(36).slice(2, 8)}`, type, at: new Date().toISOString(), ...extra };
}

/** A whole match as the console sends it: kick-off, `home` goals then `away` goals, `more`, full time. */
export function playedEvents(home: number, away: number, more: readonly unknown[] = []): unknown[] {
  const goals = [...Array.from({ length: home }, () => 'home'), ...Array.from({ length: away }, () => 'away')].map((teamType) =>
    consoleEvent('goal', { teamType, playerId: 'p-1', playerName: 'Scorer' }),
  );
  return [consoleEvent('start'), ...goals, ...more, consoleEvent('complete')];
}
