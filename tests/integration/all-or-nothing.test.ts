import { demoAccount } from '../../infra/local/demo-accounts';
import { apiClient } from '../support/api-client';
import { localCloudHandle } from '../support/local-cloud-handle';
import { signIn, signInDemo } from '../support/sign-in';
import { createTournamentFixture, DEMO_ORG_HEADERS } from '../support/tournament-fixture';

/** Issue 15: a rejected batch writes nothing, and two concurrent tournament edits never merge unchecked. */
const cloud = localCloudHandle();
const call = apiClient(cloud);
let adminToken: string;
let refereeUid: string;

beforeAll(async () => {
  adminToken = await signInDemo(cloud, 'admin');
  const referee = await signIn(cloud, demoAccount('referee').email, demoAccount('referee').password);
  refereeUid = (JSON.parse(Buffer.from(referee.idToken.split('.')[1] ?? '', 'base64url').toString()) as { sub: string }).sub;
}, 30_000);

it('a batch of referee assignments with one bad referee assigns nobody', async () => {
  const fixture = await createTournamentFixture(call, adminToken, { teamNames: ['Trust A', 'Trust B', 'Trust C'] });
  const [first, second, third] = fixture.matchIds as [string, string, string];
  const path = `/api/tournaments/${fixture.tournamentId}/referee-assignments`;
  const assign = (...assignments: { matchId: string; refereeId: string }[]) => call('POST', path, { token: adminToken, headers: DEMO_ORG_HEADERS, body: { assignments } });
  const assigned = async () => {
    const { body } = await call<{ matches: { matchId: string; refereeId: string | null }[] }>('GET', `/api/tournaments/${fixture.tournamentId}/matches`, {
      token: adminToken,
      headers: DEMO_ORG_HEADERS,
    });
    return body.matches.filter((match) => match.refereeId);
  };
  const rejected = await assign({ matchId: first, refereeId: refereeUid }, { matchId: second, refereeId: refereeUid }, { matchId: third, refereeId: 'not-a-referee' });
  expect(rejected.status).toBe(400);
  expect(await assigned()).toEqual([]);

  const accepted = await assign({ matchId: first, refereeId: refereeUid }, { matchId: second, refereeId: refereeUid });
  expect(accepted.status).toBe(200);
  expect((await assigned()).map((match) => match.matchId).sort()).toEqual([first, second].sort());
}, 90_000);

describe('tournament edits', () => {
  async function tournament(): Promise<{ path: string; version: number }> {
    const created = await call<{ tournament: { tournamentId: string; version: number } }>('POST', '/api/tournaments', {
      token: adminToken,
      headers: DEMO_ORG_HEADERS,
      body: { name: `Versioned Cup ${Date.now()}`, type: 'league', days: 'weekends', startDate: '2026-06-01', endDate: '2026-06-03', venue: 'Park', ageGroups: ['u12'], genders: ['boys'] },
    });
    expect(created.status).toBe(201);
    return { path: `/api/tournaments/${created.body.tournament.tournamentId}`, version: created.body.tournament.version };
  }
  const patch = (path: string, body: unknown) =>
    call<{ error?: string; tournament: { startDate: string; endDate: string; name: string; version: number } }>('PATCH', path, { token: adminToken, headers: DEMO_ORG_HEADERS, body });

  it('two concurrent edits, each valid alone, never leave the end date before the start date', async () => {
    const { path } = await tournament();
    const answers = await Promise.all([patch(path, { startDate: '2026-06-02' }), patch(path, { endDate: '2026-06-01' })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const stored = await call<{ tournament: { startDate: string; endDate: string } }>('GET', path, { token: adminToken, headers: DEMO_ORG_HEADERS });
    expect(stored.body.tournament.endDate >= stored.body.tournament.startDate).toBe(true);
  }, 60_000);

  it('an edit made on a version someone else saved over is refused with 409, not lost silently', async () => {
    const { path, version } = await tournament();
    const first = await patch(path, { name: 'Versioned Cup A', version });
    expect(first.status).toBe(200);
    expect(first.body.tournament.version).toBe(version + 1);
    const stale = await patch(path, { name: 'Versioned Cup B', version });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe('version_conflict');
    const stored = await call<{ tournament: { name: string; version: number } }>('GET', path, { token: adminToken, headers: DEMO_ORG_HEADERS });
    expect(stored.body.tournament).toMatchObject({ name: 'Versioned Cup A', version: version + 1 });
  }, 60_000);
});
