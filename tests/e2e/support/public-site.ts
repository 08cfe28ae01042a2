import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { demoAccount, DEMO_PASSWORD } from '../../../infra/local/demo-accounts';
import { DEMO_ORG_HEADERS } from '../../support/tournament-fixture';

/**
 * Driving the API for the public-site journeys the way the apps do: tokens from `/cognito`
 * (InitiateAuth USER_PASSWORD_AUTH, the app's own flow), the organizer's calls with the demo organization's
 * header, the referee's console events.
 */
/** The seeded accounts these journeys sign in as (infra/local/demo-accounts.ts: one password for all). */
export const DEMO = {
  admin: demoAccount('admin').email,
  referee: demoAccount('referee').email,
} as const;

export interface Api {
  request: APIRequestContext;
  token(email: string): Promise<string>;
  call<T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options?: { token?: string; body?: unknown; org?: boolean }): Promise<{ status: number; body: T; text: string }>;
  dispose(): Promise<void>;
}

export async function apiFor(baseURL: string): Promise<Api> {
  const request = await playwrightRequest.newContext({ baseURL });
  const config = (await (await request.get('/config.json')).json()) as { userPoolClientId: string };
  const tokens = new Map<string, string>();
  return {
    request,
    async token(email) {
      const known = tokens.get(email);
      if (known) return known;
      const answer = await request.post('/cognito', {
        headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
        data: JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: config.userPoolClientId, AuthParameters: { USERNAME: email, PASSWORD: DEMO_PASSWORD } }),
      });
      expect(answer.ok(), `sign-in of ${email}`).toBe(true);
      const token = ((await answer.json()) as { AuthenticationResult: { IdToken: string } }).AuthenticationResult.IdToken;
      tokens.set(email, token);
      return token;
    },
    async call(method, path, options = {}) {
      const answer = await request.fetch(path, {
        method,
        headers: {
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(options.org ? DEMO_ORG_HEADERS : {}),
          ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(options.body !== undefined ? { data: JSON.stringify(options.body) } : {}),
      });
      const text = await answer.text();
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        // not JSON: keep the text
      }
      return { status: answer.status(), body: body as never, text };
    },
    dispose: () => request.dispose(),
  };
}

/**
 * The organizer's calls in the demo organization that must succeed: the answer's body, or a failed
 * expectation naming the call. `api` and `token` may be read late (a spec sets them in `beforeAll`).
 */
export function mustSucceed(api: Api | (() => Api), token: string | (() => string | Promise<string>)) {
  return async <T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> => {
    const client = typeof api === 'function' ? api() : api;
    const answer = await client.call<T>(method, path, { token: typeof token === 'function' ? await token() : token, org: true, ...(body !== undefined ? { body } : {}) });
    expect(answer.status, `${method} ${path}: ${answer.text}`).toBeLessThan(300);
    return answer.body;
  };
}

/** The `sub` of an ID token (the referee's uid, for the assignment and the leak check). */
export function subOf(token: string): string {
  const payload = token.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub: string }).sub;
}

export interface PublicFixture {
  tournamentId: string;
  name: string;
  division: string;
  teams: string[];
  /** The first match's teams and id (the one the referee runs). */
  home: string;
  away: string;
  matchId: string;
  matchIds: string[];
}

/**
 * As the demo admin: a tournament (today) with one U12 division, two teams and one match between them
 * (or the given teams and pairings), the demo referee assigned to each; published unless `publish: false`.
 */
export async function createPublicTournament(
  api: Api,
  options: { name?: string; publish?: boolean; age?: string; teams?: string[]; pairings?: [number, number][]; venue?: string } = {},
): Promise<PublicFixture> {
  const admin = await api.token(DEMO.admin);
  const referee = await api.token(DEMO.referee);
  const today = new Date().toISOString().slice(0, 10);
  const age = options.age ?? 'u12';
  const name = options.name ?? `Public Cup ${Date.now()}`;
  const created = await api.call<{ tournament: { tournamentId: string } }>('POST', '/api/tournaments', {
    token: admin,
    org: true,
    body: { name, type: 'tournament', days: 'weekends', startDate: today, endDate: today, venue: options.venue ?? 'Heden, Gothenburg', ageGroups: [age], genders: ['boys'] },
  });
  expect(created.status, created.text).toBe(201);
  const tournamentId = created.body.tournament.tournamentId;
  const division = `${age.toUpperCase()} Boys A`;
  const added = await api.call('POST', `/api/tournaments/${tournamentId}/divisions`, { token: admin, org: true, body: { name: division, age, gender: 'boys' } });
  expect(added.status, added.text).toBe(201);
  const teams = options.teams ?? ['Hammarby IF', 'IFK Göteborg'];
  for (const team of teams) {
    const entry = await api.call('POST', `/api/tournaments/${tournamentId}/teams`, { token: admin, org: true, body: { team, division } });
    expect(entry.status, entry.text).toBe(201);
  }
  const matchIds: string[] = [];
  for (const [index, [home, away]] of (options.pairings ?? [[0, 1]]).entries()) {
    const match = await api.call<{ matchId: string }>('POST', `/api/tournaments/${tournamentId}/matches`, {
      token: admin,
      org: true,
      body: { division, age, gender: 'boys', date: today, time: `${String(10 + index).padStart(2, '0')}:00`, homeTeam: teams[home], awayTeam: teams[away], field: 'Pitch 1' },
    });
    expect(match.status, match.text).toBe(201);
    const assigned = await api.call('PUT', `/api/tournaments/${tournamentId}/matches/${match.body.matchId}/referee`, { token: admin, org: true, body: { refereeId: subOf(referee) } });
    expect(assigned.status, assigned.text).toBe(200);
    matchIds.push(match.body.matchId);
  }
  const [first] = options.pairings ?? [[0, 1]];
  if (options.publish !== false) {
    const published = await api.call('POST', `/api/tournaments/${tournamentId}/publish`, { token: admin, org: true });
    expect(published.status, published.text).toBe(200);
  }
  return { tournamentId, name, division, teams, home: teams[first?.[0] ?? 0] ?? '', away: teams[first?.[1] ?? 1] ?? '', matchId: matchIds[0] ?? '', matchIds };
}

let sequence = 0;
/** A console event as the referee's phone makes it: a fresh id and the time of the tap. */
export function refereeEvent(type: string, extra: Record<string, unknown> = {}) {
  sequence += 1;
  return { id: `e2e-${Date.now()}-${sequence}-${Math.random().toString(36).slice(2, 8)}`, type, at: new Date().toISOString(), ...extra };
}

/** The referee's console posts events to a match (the fixture's first one unless named). */
export async function postEvents(api: Api, fixture: PublicFixture, events: unknown[], matchId = fixture.matchId, refereeEmail: string = DEMO.referee): Promise<void> {
  const referee = await api.token(refereeEmail);
  const answer = await api.call<{ results: { outcome: string }[] }>('POST', `/api/tournaments/${fixture.tournamentId}/matches/${matchId}/events`, { token: referee, body: { events } });
  expect(answer.status, answer.text).toBe(200);
  expect(answer.body.results.map((result) => result.outcome)).toEqual(events.map(() => 'applied'));
}

export interface Person {
  email: string;
  uid: string;
}

/**
 * A person of the demo organization made for one test, with the demo password and, when given, their
 * profile's language. The specs run side by side: a test that needs a signed-in person in another
 * language makes its own rather than changing the language of a demo account another spec is signed in with.
 */
export async function createPerson(api: Api, role: 'admin' | 'referee' | 'coach', displayName: string, language?: string): Promise<Person> {
  const admin = await api.token(DEMO.admin);
  const email = `${role}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.test`;
  const created = await api.call('POST', '/api/auth/create-user', { token: admin, org: true, body: { email, password: DEMO_PASSWORD, displayName, role: { [role]: true } } });
  expect(created.status, created.text).toBe(201);
  const token = await api.token(email);
  if (language) {
    const saved = await api.call('PUT', '/api/profile', { token, body: { language } });
    expect(saved.status, saved.text).toBe(200);
  }
  return { email, uid: subOf(token) };
}

/** Gives a fixture's match to `person` (the console they open must be theirs). */
export async function assignReferee(api: Api, fixture: PublicFixture, matchId: string, person: Person): Promise<void> {
  const admin = await api.token(DEMO.admin);
  const assigned = await api.call('PUT', `/api/tournaments/${fixture.tournamentId}/matches/${matchId}/referee`, { token: admin, org: true, body: { refereeId: person.uid } });
  expect(assigned.status, assigned.text).toBe(200);
}
