import type { MatchView } from '@pitchside/shared';
import { demoAccount } from '../../../infra/local/demo-accounts';
import { apiClient } from '../../support/api-client';
import { localCloudHandle } from '../../support/local-cloud-handle';
import { signIn } from '../../support/sign-in';
import { consoleEvent, createTournamentFixture, DEMO_ORG_HEADERS, type TournamentFixture } from '../../support/tournament-fixture';
import { uniqueEmail } from './app';

/** The API as a test sets things up: the demo accounts' tokens through the local Cognito, JSON calls to the gateway. */
export function matchApi() {
  const cloud = localCloudHandle();
  const call = apiClient(cloud);
  const tokens = new Map<string, string>();
  const tokenOf = async (email: string, password: string) => {
    const known = tokens.get(email);
    if (known) return known;
    const token = (await signIn(cloud, email, password)).idToken;
    tokens.set(email, token);
    return token;
  };
  const demoToken = (role: 'admin' | 'referee' | 'coach') => tokenOf(demoAccount(role).email, demoAccount(role).password);
  return { call, tokenOf, demoToken };
}

export const subOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string }).sub;

export interface RefereeJourneyFixture extends TournamentFixture {
  name: string;
  home: string;
  away: string;
  third: string;
  awayCoach: { email: string; password: string; displayName: string };
  /** Home v Away: assigned to the demo referee. */
  matchId: string;
  /** Away v Third: completed through the API while the organizer watches the table. */
  laterMatchId: string;
}

async function expectStatus<T>(answer: Promise<{ status: number; body: T }>, status: number, what: string): Promise<T> {
  const { status: got, body } = await answer;
  if (got !== status) throw new Error(`${what}: HTTP ${got} ${JSON.stringify(body)}`);
  return body;
}

/**
 * A tournament of the demo organization with one division and three teams: Home (the demo coach's team),
 * Away (a new coach's team) and Third, a round robin of fixtures today, and the first one assigned to the
 * demo referee — built through the real API, as the organizer would.
 */
export async function refereeJourneyFixture(): Promise<RefereeJourneyFixture> {
  const { call, tokenOf, demoToken } = matchApi();
  const admin = await demoToken('admin');
  const auth = { token: admin, headers: DEMO_ORG_HEADERS };
  const stamp = Date.now().toString(36).toUpperCase();
  const awayCoach = { email: uniqueEmail('away-coach'), password: 'Welcome2026', displayName: 'Otto Away Coach' };
  const created = await expectStatus(call<{ user: { uid: string } }>('POST', '/api/auth/create-user', { ...auth, body: { ...awayCoach, role: { coach: true } } }), 201, 'Second coach');
  const coachUids = { home: subOf(await demoToken('coach')), away: created.user.uid };
  await tokenOf(awayCoach.email, awayCoach.password);

  const names = { home: `Hammarby ${stamp}`, away: `Djurgarden ${stamp}`, third: `Sirius ${stamp}` };
  const teamIds: Record<string, string> = {};
  for (const side of ['home', 'away'] as const) {
    const team = await expectStatus(
      call<{ team: { teamId: string } }>('POST', '/api/teams', { ...auth, body: { name: names[side], age: 'u12', gender: 'male', coachUid: coachUids[side] } }),
      201,
      `Team ${names[side]}`,
    );
    teamIds[names[side]] = team.team.teamId;
  }
  const name = `Touchline Cup ${stamp}`;
  const fixture = await createTournamentFixture(call, admin, { name, teamNames: [names.home, names.away, names.third], teamIds });
  const [matchId, , laterMatchId] = fixture.matchIds as [string, string, string];
  await expectStatus(
    call('PUT', `/api/tournaments/${fixture.tournamentId}/matches/${matchId}/referee`, { token: admin, body: { refereeId: subOf(await demoToken('referee')) } }),
    200,
    'Referee assignment',
  );
  return { ...fixture, name, ...names, awayCoach, matchId, laterMatchId };
}

export async function readMatch(tournamentId: string, matchId: string): Promise<MatchView> {
  const { call, demoToken } = matchApi();
  return expectStatus(call<MatchView>('GET', `/api/tournaments/${tournamentId}/matches/${matchId}`, { token: await demoToken('admin') }), 200, 'Match');
}

export async function matchAuditTypes(tournamentId: string, matchId: string): Promise<string[]> {
  const { call, demoToken } = matchApi();
  const audit = await expectStatus(call<{ events: { type: string }[] }>('GET', `/api/tournaments/${tournamentId}/matches/${matchId}/events`, { token: await demoToken('admin') }), 200, 'Audit');
  return audit.events.map((event) => event.type);
}

/** An organizer's admin runs a whole match through the API (admins may run any match of their organization). */
export async function playThroughApi(tournamentId: string, matchId: string, goals: { teamType: 'home' | 'away'; playerName: string }[]): Promise<MatchView> {
  const { call, demoToken } = matchApi();
  const events = [consoleEvent('start'), ...goals.map((goal, index) => consoleEvent('goal', { ...goal, playerId: `api-${index}` })), consoleEvent('complete')];
  const answer = await expectStatus(
    call<{ match: MatchView; results: { outcome: string }[] }>('POST', `/api/tournaments/${tournamentId}/matches/${matchId}/events`, { token: await demoToken('admin'), body: { events } }),
    200,
    'Events',
  );
  if (answer.results.some((result) => result.outcome !== 'applied')) throw new Error(`Not applied: ${JSON.stringify(answer.results)}`);
  return answer.match;
}
