import { ORGANIZATION_HEADER, type ApplicationAnswer, type EntryDecisionAnswer, type EntryList, type PublicRegistration, type RegistrationOverview } from '@pitchside/shared';
import { apiClient, PAST_THE_EDGE, uniqueEmail } from '../support/api-client';
import { localCloudHandle } from '../support/local-cloud-handle';
import { mailTo } from '../support/mailbox';
import { application, openSettings, registrationCup } from '../support/registration-fixture';
import { signIn, signInDemo } from '../support/sign-in';
import { DEMO_ORG_HEADERS } from '../support/tournament-fixture';

/**
 * Registration (issue 32) against the local cloud: the organizer's settings, clubs applying from the public
 * routes, exact places under a rush, the waiting line, decisions that hand a place on, tenancy and bad input.
 */
jest.setTimeout(240_000);
const cloud = localCloudHandle();
const call = apiClient(cloud);
let adminToken = '';
let otherAdminToken = '';
let otherOrgId = '';

const admin = <T>(method: string, path: string, body?: unknown) => call<T>(method, path, { token: adminToken, headers: DEMO_ORG_HEADERS, ...(body !== undefined ? { body } : {}) });
const apply = <T = ApplicationAnswer>(tournamentId: string, body: unknown) => call<T>('POST', `/api/registration/tournaments/${tournamentId}/applications`, { body });
/** A club of the rush, from its own address (the edge's viewer address): one address alone is limited. */
const applyFrom = (tournamentId: string, body: unknown, index: number) =>
  call<ApplicationAnswer>('POST', `/api/registration/tournaments/${tournamentId}/applications`, {
    body,
    headers: { 'cloudfront-viewer-address': `198.51.${Math.floor(index / 250)}.${index % 250}:443` },
  });
const teamsOf = async (base: string) => (await admin<{ tournament: { teams?: { team: string; division: string }[] } }>('GET', base)).body;

beforeAll(async () => {
  adminToken = await signInDemo(cloud, 'admin');
  const other = { email: uniqueEmail('registration-other'), password: 'Other1234' };
  expect((await call('POST', '/api/auth/signup', { body: { ...other, displayName: 'Other Admin', organizationName: 'Other Registrars' } })).status).toBe(201);
  otherAdminToken = (await signIn(cloud, other.email, other.password)).idToken;
  otherOrgId = (await call<{ organizations: { orgId: string }[] }>('GET', '/api/me', { token: otherAdminToken })).body.organizations[0]?.orgId ?? '';
}, 60_000);

describe('a division fills, waits in line and hands places on', () => {
  it('accepts while places last, waitlists in order, and gives a refused place to the head of the line', async () => {
    const cup = await registrationCup(call, adminToken, 'flow');
    const saved = await admin<{ registration: { places: number; phase: string; held: number } }>('PUT', `${cup.base}/registration/divisions/${cup.boys}`, openSettings(2));
    expect(saved.status).toBe(200);
    expect(saved.body.registration).toMatchObject({ places: 2, phase: 'open', held: 0 });

    const listed = await call<PublicRegistration>('GET', `/api/public/tournaments/${cup.tournamentId}/registration`, { headers: PAST_THE_EDGE });
    expect(listed.status).toBe(200);
    expect(listed.body.divisions).toEqual([expect.objectContaining({ divisionId: cup.boys, phase: 'open', placesLeft: 2, entryFee: 1500_00, currency: 'SEK' })]);

    const first = application('Lions', [{ name: 'Lions U12', divisionId: cup.boys }], { language: 'sv' });
    const second = application('Tigers', [{ name: 'Tigers U12', divisionId: cup.boys }]);
    const third = application('Bears', [{ name: 'Bears U12', divisionId: cup.boys }], { language: 'de' });
    const a = await apply(cup.tournamentId, first);
    expect(a.status).toBe(201);
    expect(a.body.teams).toEqual([expect.objectContaining({ team: 'Lions U12', status: 'accepted', position: null, payment: expect.objectContaining({ total: 1500_00, dueNow: 1500_00 }) })]);
    expect((await mailTo(cloud, first.contactEmail)).text).toContain('Lions U12 har en plats i Boys U12');
    expect((await apply(cup.tournamentId, second)).body.teams[0]).toMatchObject({ status: 'accepted' });
    const waiting = await apply(cup.tournamentId, third);
    expect(waiting.body.teams[0]).toMatchObject({ status: 'waitlisted', position: 1, payment: null });
    expect((await mailTo(cloud, third.contactEmail)).text).toContain('Warteliste');

    // A retry or a double click: the same answer, nothing written twice.
    const again = await apply(cup.tournamentId, third);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(waiting.body);
    const reused = await apply<{ error: string }>(cup.tournamentId, { ...third, club: 'Another Club' });
    expect(reused.status).toBe(409);

    const tournamentTeams = await teamsOf(cup.base);
    expect(JSON.stringify(tournamentTeams)).toContain('Lions U12');
    expect(JSON.stringify(tournamentTeams)).not.toContain('Bears U12');

    const lionsKey = 'lionsu12';
    const refused = await admin<EntryDecisionAnswer>('POST', `${cup.base}/registration/entries/${lionsKey}/decision`, { action: 'refuse', reason: 'Squad list missing' });
    expect(refused.status).toBe(200);
    expect(refused.body.entry).toMatchObject({ status: 'refused', reason: 'Squad list missing' });
    expect(refused.body.promoted).toMatchObject({ team: 'Bears U12', status: 'accepted' });
    const repeated = await admin<EntryDecisionAnswer>('POST', `${cup.base}/registration/entries/${lionsKey}/decision`, { action: 'refuse', reason: 'Squad list missing' });
    expect(repeated.body.promoted).toBeNull();
    expect((await mailTo(cloud, third.contactEmail)).text).toContain('Bears U12 hat einen Platz');
    expect((await mailTo(cloud, first.contactEmail)).text).toContain('Squad list missing');

    const after = JSON.stringify(await teamsOf(cup.base));
    expect(after).toContain('Bears U12');
    expect(after).not.toContain('Lions U12');

    const list = await admin<EntryList>('GET', `${cup.base}/registration/divisions/${cup.boys}/entries`);
    expect(list.body.entries.map((entry) => [entry.team, entry.status])).toEqual([
      ['Lions U12', 'refused'],
      ['Tigers U12', 'accepted'],
      ['Bears U12', 'accepted'],
    ]);
    const overview = await admin<RegistrationOverview>('GET', `${cup.base}/registration`);
    expect(overview.body.divisions.find((division) => division.divisionId === cup.boys)?.registration).toMatchObject({ held: 2, waiting: 0 });

    // A fourth club waits; more places go to the line first.
    const fourth = application('Wolves', [{ name: 'Wolves U12', divisionId: cup.boys }]);
    expect((await apply(cup.tournamentId, fourth)).body.teams[0]).toMatchObject({ status: 'waitlisted', position: 1 });
    const grown = await admin<{ registration: { held: number; waiting: number } }>('PUT', `${cup.base}/registration/divisions/${cup.boys}`, openSettings(3));
    expect(grown.body.registration).toMatchObject({ held: 3, waiting: 0 });
    const fewer = await admin<{ error: string }>('PUT', `${cup.base}/registration/divisions/${cup.boys}`, openSettings(1));
    expect(fewer.status).toBe(409);

    const csv = await fetch(`${cloud.url}${cup.base}/registration/entries.csv`, { headers: { authorization: `Bearer ${adminToken}`, ...DEMO_ORG_HEADERS } });
    expect(csv.status).toBe(200);
    const text = await csv.text();
    expect(text.split('\r\n')[0]).toContain('Division,Team,Club');
    expect(text).toContain('Wolves U12');
  });

  it('moves a team to a division with room, and keeps the rules of the target', async () => {
    const cup = await registrationCup(call, adminToken, 'move');
    await admin('PUT', `${cup.base}/registration/divisions/${cup.boys}`, openSettings(4));
    await admin('PUT', `${cup.base}/registration/divisions/${cup.mixed}`, openSettings(4));
    await admin('PUT', `${cup.base}/registration/divisions/${cup.girls}`, openSettings(4));
    await apply(cup.tournamentId, application('Stars', [{ name: 'Stars U12', divisionId: cup.boys }]));
    const [stars] = (await admin<EntryList>('GET', `${cup.base}/registration/divisions/${cup.boys}/entries`)).body.entries;
    const moved = await admin<EntryDecisionAnswer>('POST', `${cup.base}/registration/entries/${stars!.teamKey}/decision`, { action: 'move', divisionId: cup.mixed });
    expect(moved).toMatchObject({ status: 200, body: { entry: { divisionId: cup.mixed, status: 'accepted' } } });
    expect(JSON.stringify(await teamsOf(cup.base))).toContain('Mixed U12');
    const overview = await admin<RegistrationOverview>('GET', `${cup.base}/registration`);
    expect(overview.body.divisions.map((division) => [division.divisionId, division.registration?.held])).toEqual(
      expect.arrayContaining([
        [cup.boys, 0],
        [cup.mixed, 1],
      ]),
    );
    const unfit = await admin<{ error: string }>('POST', `${cup.base}/registration/entries/${stars!.teamKey}/decision`, { action: 'move', divisionId: cup.girls });
    expect(unfit.status).toBe(400);
  });
});

describe('refusals write nothing and are never 5xx', () => {
  let cup: Awaited<ReturnType<typeof registrationCup>>;
  beforeAll(async () => {
    cup = await registrationCup(call, adminToken, 'refusals');
    await admin('PUT', `${cup.base}/registration/divisions/${cup.boys}`, openSettings(10));
  });

  const refusedWith = async (status: number, body: unknown, label: string) => {
    const answer = await apply<{ error: string }>(cup.tournamentId, body);
    expect([label, answer.status]).toEqual([label, status]);
  };

  it('refuses unfit, oversize, duplicate and unknown teams', async () => {
    await refusedWith(400, application('Old', [{ name: 'Old U14', divisionId: cup.boys, age: 'u14' }]), 'too old');
    await refusedWith(400, application('Girls', [{ name: 'Girls U12', divisionId: cup.boys, gender: 'girls' }]), 'gender');
    await refusedWith(400, application('Long', [{ name: 'x'.repeat(101), divisionId: cup.boys }]), 'long name');
    await refusedWith(
      400,
      { ...application('Many', [{ name: 'A', divisionId: cup.boys }]), teams: Array.from({ length: 11 }, (_, i) => ({ name: `T${i}`, divisionId: cup.boys, age: 'u12', gender: 'boys' })) },
      'too many teams',
    );
    await refusedWith(
      409,
      application('Twice', [
        { name: 'Twice', divisionId: cup.boys },
        { name: 'Twice', divisionId: cup.boys },
      ]),
      'same team twice',
    );
    await refusedWith(404, application('Nowhere', [{ name: 'Nowhere U10', divisionId: cup.girls, age: 'u10', gender: 'girls' }]), 'division without registration');
    await refusedWith(413, { ...application('Huge', [{ name: 'H', divisionId: cup.boys }]), terms: 'x'.repeat(2 * 1024 * 1024) }, 'huge body');
    const list = await admin<EntryList>('GET', `${cup.base}/registration/divisions/${cup.boys}/entries`);
    expect(list.body.entries).toEqual([]);
  });

  it('refuses paused, closed, not yet open and draft', async () => {
    await admin('POST', `${cup.base}/registration/divisions/${cup.boys}/state`, { state: 'paused' });
    await refusedWith(409, application('Paused', [{ name: 'Paused', divisionId: cup.boys }]), 'paused');
    await admin('POST', `${cup.base}/registration/divisions/${cup.boys}/state`, { state: 'closed' });
    await refusedWith(409, application('Closed', [{ name: 'Closed', divisionId: cup.boys }]), 'closed');
    const later = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 16);
    await admin('PUT', `${cup.base}/registration/divisions/${cup.boys}`, openSettings(10, { opensAt: later }));
    await refusedWith(409, application('Early', [{ name: 'Early', divisionId: cup.boys }]), 'not yet open');
    await admin('POST', `${cup.base}/unpublish`);
    await refusedWith(404, application('Draft', [{ name: 'Draft', divisionId: cup.boys }]), 'draft');
    const list = await admin<EntryList>('GET', `${cup.base}/registration/divisions/${cup.boys}/entries`);
    expect(list.body.entries).toEqual([]);
  });
});

describe('tenancy', () => {
  it("another organization's admin reaches none of it, and ids in a body are checked", async () => {
    const cup = await registrationCup(call, adminToken, 'tenancy');
    await admin('PUT', `${cup.base}/registration/divisions/${cup.boys}`, openSettings(2));
    await apply(cup.tournamentId, application('Owls', [{ name: 'Owls U12', divisionId: cup.boys }]));
    const other = { [ORGANIZATION_HEADER]: otherOrgId };
    for (const [method, path, body] of [
      ['GET', `${cup.base}/registration`],
      ['PUT', `${cup.base}/registration/divisions/${cup.boys}`, openSettings(5)],
      ['POST', `${cup.base}/registration/divisions/${cup.boys}/state`, { state: 'closed' }],
      ['GET', `${cup.base}/registration/divisions/${cup.boys}/entries`],
      ['POST', `${cup.base}/registration/entries/owlsu12/decision`, { action: 'refuse', reason: 'No' }],
      ['GET', `${cup.base}/registration/entries.csv`],
    ] as const) {
      const answer = await fetch(`${cloud.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${otherAdminToken}`, 'content-type': 'application/json', ...other },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      expect([path, answer.status]).toEqual([path, 404]);
    }
    // Moving to a division of another tournament: no such registration here.
    const foreign = await registrationCup(call, adminToken, 'foreign');
    await admin('PUT', `${foreign.base}/registration/divisions/${foreign.girls}`, openSettings(2));
    const moved = await admin<{ error: string }>('POST', `${cup.base}/registration/entries/owlsu12/decision`, { action: 'move', divisionId: cup.girls });
    expect(moved.status).toBe(404);
    const still = await admin<EntryList>('GET', `${cup.base}/registration/divisions/${cup.boys}/entries`);
    expect(still.body.entries[0]).toMatchObject({ team: 'Owls U12', status: 'accepted' });
  });
});

/**
 * Requests in flight at once. Every function, DynamoDB Local and this test share one 2-core machine (about
 * 500 DynamoDB operations a second), so 1,000 at once would wait past the functions' 10 s limit; 100 at once
 * still race for the same counter item all the time.
 */
const RUSH_IN_FLIGHT = 100;

async function inFlight<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index] as T);
      }
    }),
  );
  return results;
}

describe('the opening rush', () => {
  it('holds exactly 400 of 1,000 applications, waitlists 600 in positions 1..600, and answers retries the same', async () => {
    const cup = await registrationCup(call, adminToken, 'rush');
    await admin('PUT', `${cup.base}/registration/divisions/${cup.boys}`, openSettings(400));
    const bodies = Array.from({ length: 1_000 }, (_, i) => application(`Rush ${i}`, [{ name: `Rush ${i}`, divisionId: cup.boys }]));
    const answers = await inFlight(bodies, RUSH_IN_FLIGHT, (body) => applyFrom(cup.tournamentId, body, bodies.indexOf(body)));
    expect(answers.filter((answer) => answer.status !== 201).map((answer) => answer.status)).toEqual([]);
    const teams = answers.map((answer) => answer.body.teams[0]!);
    expect(teams.filter((team) => team.status === 'accepted')).toHaveLength(400);
    const positions = teams.filter((team) => team.status === 'waitlisted').map((team) => team.position);
    expect(positions).toHaveLength(600);
    expect([...positions].sort((x, y) => (x ?? 0) - (y ?? 0))).toEqual(Array.from({ length: 600 }, (_, i) => i + 1));

    // Retries (the same keys, at once): the same answers, nothing more held.
    const retried = await Promise.all(bodies.slice(0, 100).map((body, index) => applyFrom(cup.tournamentId, body, index)));
    expect(retried.map((answer) => answer.body)).toEqual(answers.slice(0, 100).map((answer) => answer.body));

    const entries: EntryList['entries'] = [];
    let cursor: string | null = null;
    do {
      const page: { status: number; body: EntryList } = await admin<EntryList>('GET', `${cup.base}/registration/divisions/${cup.boys}/entries${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(page.status).toBe(200);
      expect(page.body.entries.length).toBeLessThanOrEqual(200);
      entries.push(...page.body.entries);
      cursor = page.body.cursor;
    } while (cursor);
    expect(entries).toHaveLength(1_000);
    expect(entries.filter((entry) => entry.status === 'accepted')).toHaveLength(400);
    const line = entries.filter((entry) => entry.status === 'waitlisted').map((entry) => entry.position);
    expect(new Set(line).size).toBe(600);
    const overview = await admin<RegistrationOverview>('GET', `${cup.base}/registration`);
    expect(overview.body.divisions.find((division) => division.divisionId === cup.boys)?.registration).toMatchObject({ held: 400, waiting: 600 });
  });
});
