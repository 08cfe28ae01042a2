import { createDatabase, dynamoMatchRepository, dynamoTeamRepository, importedMatchId } from '@pitchside/core/data';
import { dynamo } from '@pitchside/core/aws';
import { MESSAGES, ORGANIZATION_HEADER, type TournamentDetail, type TournamentSummary } from '@pitchside/shared';
import { DEMO_ORGANIZATION, demoAccount } from '../../infra/local/demo-accounts';
import { apiClient, uniqueEmail } from '../support/api-client';
import { localCloudHandle } from '../support/local-cloud-handle';
import { signIn } from '../support/sign-in';

/** The tournaments service through the gateway, on the DynamoDB and Cognito emulators. */
const cloud = localCloudHandle();
const call = apiClient(cloud);
const demoOrg = { [ORGANIZATION_HEADER]: DEMO_ORGANIZATION.orgId };
const db = createDatabase(cloud.resources.tableName, dynamo());
const tokens: Record<'admin' | 'tournamentadmin' | 'coach' | 'otherAdmin', string> = { admin: '', tournamentadmin: '', coach: '', otherAdmin: '' };
const uidOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string }).sub;
const unique = (label: string) =>
  `${label} ${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 6)}`;

const as =
  (who: keyof typeof tokens) =>
  <T = unknown>(method: string, path: string, body?: unknown) =>
    call<T>(method, path, { token: tokens[who], ...(who === 'otherAdmin' ? {} : { headers: demoOrg }), ...(body !== undefined ? { body } : {}) });
const admin = as('admin');
const tara = as('tournamentadmin');
const coach = as('coach');
const other = as('otherAdmin');

const form = (name: string) => ({
  name,
  type: 'tournament',
  days: 'weekends',
  startDate: '2026-06-01',
  endDate: '2026-06-03',
  venue: 'Main Park',
  ageGroups: ['u10', 'U12'],
  genders: ['boys', 'girls'],
});

async function newTournament(name = unique('Cup')): Promise<string> {
  const created = await admin<{ tournament: TournamentSummary }>('POST', '/api/tournaments', form(name));
  expect(created.status).toBe(201);
  return created.body.tournament.tournamentId;
}

beforeAll(async () => {
  for (const role of ['admin', 'tournamentadmin', 'coach'] as const) tokens[role] = (await signIn(cloud, demoAccount(role).email, demoAccount(role).password)).idToken;
  const otherAdmin = { email: uniqueEmail('tournaments-other'), password: 'Other1234' };
  expect((await call('POST', '/api/auth/signup', { body: { ...otherAdmin, displayName: 'Olga Other', organizationName: 'Other Cups' } })).status).toBe(201);
  tokens.otherAdmin = (await signIn(cloud, otherAdmin.email, otherAdmin.password)).idToken;
}, 30_000);

describe('tournaments', () => {
  it('creates a draft owned by its creator, visible to its organization only', async () => {
    const name = unique('<b>Summer</b> Cup');
    const created = await admin<{ message: string; tournament: TournamentSummary }>('POST', '/api/tournaments', form(name));
    expect(created.status).toBe(201);
    expect(created.body.tournament).toMatchObject({ name, draft: true, organizerUid: uidOf(tokens.admin), orgId: DEMO_ORGANIZATION.orgId, ageGroups: ['u10', 'u12'], payment: { status: 'waived' } });
    const id = created.body.tournament.tournamentId;

    const detail = await admin<{ tournament: TournamentDetail }>('GET', `/api/tournaments/${id}`);
    expect(detail.body.tournament).toMatchObject({
      firstHalfDuration: 2700,
      breakDuration: 900,
      secondHalfDuration: 2700,
      tieBreakers: ['points', 'goalDifference', 'goalsFor', 'name'],
      counts: { ageGroups: 2, brackets: 1, teams: 0, matches: 0 },
    });
    expect((await admin<{ tournaments: TournamentSummary[] }>('GET', '/api/tournaments')).body.tournaments.map((t) => t.tournamentId)).toContain(id);
    expect((await other<{ tournaments: TournamentSummary[] }>('GET', '/api/tournaments')).body.tournaments.map((t) => t.tournamentId)).not.toContain(id);
    expect(await other('GET', `/api/tournaments/${id}`)).toEqual({ status: 404, body: { error: 'not_found', message: MESSAGES.tournamentNotFound, messageId: 'spec.tournamentNotFound' } });
    expect((await admin('GET', '/api/tournaments/no-such-tournament')).body).toEqual({ error: 'not_found', message: MESSAGES.tournamentNotFound, messageId: 'spec.tournamentNotFound' });
    const edited = await admin<{ tournament: TournamentSummary }>('PATCH', `/api/tournaments/${id}`, {
      venue: 'North Field',
      endDate: '2026-06-04',
      tieBreakers: ['points', 'headToHead'],
      gdCap: null,
    });
    expect(edited.body.tournament).toMatchObject({ venue: 'North Field', endDate: '2026-06-04' });
    expect((await admin<{ tournament: TournamentDetail }>('GET', `/api/tournaments/${id}`)).body.tournament).toMatchObject({ tieBreakers: ['points', 'headToHead', 'name'], gdCap: null });
    expect((await admin('PATCH', `/api/tournaments/${id}`, { startDate: '2026-07-01' })).status).toBe(400);
  });

  it('shows a tournament admin only the tournaments they are linked to, and lets them publish but not delete', async () => {
    const linked = await newTournament();
    const unlinked = await newTournament();
    const taraUid = uidOf(tokens.tournamentadmin);
    expect((await admin('POST', `/api/tournaments/${linked}/admins`, { uid: taraUid })).status).toBe(201);
    expect((await admin('POST', `/api/tournaments/${linked}/admins`, { uid: uidOf(tokens.coach) })).status).toBe(400);
    const admins = await admin<{ admins: { uid: string }[] }>('GET', `/api/tournaments/${linked}/admins`);
    expect(admins.body.admins.map((entry) => entry.uid)).toEqual([taraUid]);

    const listed = (await tara<{ tournaments: TournamentSummary[] }>('GET', '/api/tournaments')).body.tournaments.map((t) => t.tournamentId);
    expect(listed).toContain(linked);
    expect(listed).not.toContain(unlinked);
    expect((await tara('GET', `/api/tournaments/${unlinked}`)).status).toBe(404);

    const published = await tara<{ tournament: TournamentSummary }>('POST', `/api/tournaments/${linked}/publish`);
    expect(published.body.tournament.draft).toBe(false);
    expect((await tara<{ tournament: TournamentSummary }>('POST', `/api/tournaments/${linked}/unpublish`)).body.tournament.draft).toBe(true);
    expect((await tara('DELETE', `/api/tournaments/${linked}`)).status).toBe(403);
    expect((await admin('DELETE', `/api/tournaments/${linked}/admins/${taraUid}`)).status).toBe(200);
    expect((await tara('GET', `/api/tournaments/${linked}`)).status).toBe(404);
  });

  it('manages age groups, divisions, brackets and teams', async () => {
    const id = await newTournament();
    expect((await admin('POST', `/api/tournaments/${id}/age-groups`, { name: 'Under 14' })).status).toBe(201);
    expect((await admin('DELETE', `/api/tournaments/${id}/age-groups/U14`)).status).toBe(200);
    const division = await admin<{ division: { divisionId: string } }>('POST', `/api/tournaments/${id}/divisions`, { name: 'Boys U12', age: 'u12', gender: 'boys' });
    expect(division).toMatchObject({ status: 201, body: { division: { divisionId: 'boys-u12' } } });
    expect((await admin('POST', `/api/tournaments/${id}/divisions`, { name: 'boys  u12', age: 'u12', gender: 'boys' })).status).toBe(409);
    expect((await admin('POST', `/api/tournaments/${id}/brackets`, { name: 'Group A', divisionId: 'boys-u12' })).status).toBe(201);

    const team = await admin<{ message: string; team: { teamKey: string; bracket: string } }>('POST', `/api/tournaments/${id}/teams`, {
      team: 'Hammarby IF U12 <i>Blue</i>',
      club: 'Hammarby IF',
      division: 'Boys U12',
      bracket: 'Group A',
    });
    expect(team).toMatchObject({ status: 201, body: { message: MESSAGES.teamAdded, team: { bracket: 'Group A' } } });
    expect((await admin('POST', `/api/tournaments/${id}/teams`, { team: 'u12 <i>blue</i>', club: 'Hammarby IF', division: 'Boys U12' })).status).toBe(409);
    const key = encodeURIComponent(team.body.team.teamKey);
    expect((await admin<{ team: { bracket: string } }>('PUT', `/api/tournaments/${id}/teams/${key}`, { bracket: 'Default' })).body.team.bracket).toBe('Default');
    expect((await admin('PUT', `/api/tournaments/${id}/divisions/boys-u12`, { name: 'Boys U12 Elite' })).status).toBe(409);

    const detail = await admin<{ tournament: TournamentDetail }>('GET', `/api/tournaments/${id}`);
    expect(detail.body.tournament.counts).toMatchObject({ divisions: 1, brackets: 2, teams: 1 });
    expect(detail.body.tournament.structure.teams[0]?.team).toBe('Hammarby IF U12 <i>Blue</i>');

    expect((await admin('DELETE', `/api/tournaments/${id}/teams/${key}`)).body).toEqual({ message: MESSAGES.teamDeleted });
    expect((await admin('DELETE', `/api/tournaments/${id}/brackets/boys-u12--group-a`)).status).toBe(200);
    expect((await admin<{ division: { divisionId: string } }>('PUT', `/api/tournaments/${id}/divisions/boys-u12`, { name: 'Boys U12 Elite' })).body.division.divisionId).toBe('boys-u12-elite');
    expect((await admin('DELETE', `/api/tournaments/${id}/divisions/boys-u12-elite`)).status).toBe(200);
  });

  it('deletes a tournament with all its children (matches paged through batch deletes)', async () => {
    const id = await newTournament();
    await admin('POST', `/api/tournaments/${id}/divisions`, { name: 'Girls U10', age: 'u10', gender: 'girls' });
    await admin('POST', `/api/tournaments/${id}/teams`, { team: 'AIK', division: 'Girls U10' });
    await admin('POST', `/api/tournaments/${id}/admins`, { uid: uidOf(tokens.tournamentadmin) });
    const fixtures = Array.from({ length: 130 }, (_, index) => {
      const fixture = {
        division: 'Girls U10',
        date: '2026-06-01',
        time: `${String(8 + (index % 12)).padStart(2, '0')}:${String(index % 60).padStart(2, '0')}`,
        homeTeam: `Home ${index}`,
        awayTeam: 'AIK',
      };
      return { ...fixture, tournamentId: id, matchId: importedMatchId(fixture), age: 'u10', gender: 'girls', source: 'import' } as const;
    });
    expect((await dynamoMatchRepository(db).addFixtures(fixtures)).added).toHaveLength(130);
    expect((await dynamoMatchRepository(db).addFixtures(fixtures.slice(0, 3))).existing).toHaveLength(3);
    const listed = await admin<{ matches: unknown[] }>('GET', `/api/tournaments/${id}/matches?division=Girls%20U10`);
    expect(listed.body.matches).toHaveLength(130);

    const deleted = await admin<{ deleted: Record<string, number> }>('DELETE', `/api/tournaments/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.deleted).toMatchObject({ matches: 130, teams: 1, divisions: 1, ageGroups: 2, brackets: 1, links: 1 });
    expect((await admin('GET', `/api/tournaments/${id}`)).status).toBe(404);
    expect(await dynamoMatchRepository(db).countByTournament(id)).toBe(0);
  });
});

describe('teams and players', () => {
  const coachUid = () => uidOf(tokens.coach);

  it('keeps totalPlayers equal to the roster, and lets the coach edit only their own team', async () => {
    const own = await admin<{ team: { teamId: string } }>('POST', '/api/teams', { name: unique('<script>x</script> Blue'), age: 'u12', gender: 'male', coachUid: coachUid() });
    expect(own.status).toBe(201);
    const teamId = own.body.team.teamId;
    const elsewhere = (await admin<{ team: { teamId: string } }>('POST', '/api/teams', { name: unique('Red'), age: 'u12', gender: 'female' })).body.team.teamId;

    const ana = await coach<{ message: string; player: { playerId: string }; totalPlayers: number }>('POST', `/api/teams/${teamId}/players`, {
      name: 'Ana Berg',
      jerseyNumber: 9,
      registrationId: unique('R'),
    });
    expect(ana).toMatchObject({ status: 201, body: { message: MESSAGES.playerAdded, totalPlayers: 1 } });
    const imported = await coach<{ added: unknown[]; skipped: unknown[]; totalPlayers: number }>('POST', `/api/teams/${teamId}/players/import`, {
      players: [{ name: "Bo O'Neill" }, { name: 'Cy', teamId: '' }],
    });
    expect(imported.body).toMatchObject({ message: MESSAGES.playersAdded, totalPlayers: 2 });
    expect(imported.body.skipped).toHaveLength(1);
    const anaRegistration = unique('R');
    expect((await coach('PUT', `/api/teams/${teamId}/players/${ana.body.player.playerId}`, { jerseyNumber: 10, registrationId: anaRegistration })).body).toMatchObject({
      message: MESSAGES.playerUpdated,
      player: { jerseyNumber: 10, registrationId: anaRegistration },
    });
    expect((await coach('POST', `/api/teams/${teamId}/players`, { name: 'Copy Cat', registrationId: anaRegistration.toUpperCase() })).status).toBe(409);
    expect((await coach('DELETE', `/api/teams/${teamId}/players/${ana.body.player.playerId}`)).body).toEqual({ message: MESSAGES.playerDeleted, totalPlayers: 1 });
    const roster = await coach<{ team: { totalPlayers: number }; players: unknown[] }>('GET', `/api/teams/${teamId}/players`);
    expect(roster.body.team.totalPlayers).toBe(roster.body.players.length);
    expect((await dynamoTeamRepository(db).get(teamId))?.totalPlayers).toBe(1);

    expect((await coach<{ teams: { teamId: string }[] }>('GET', '/api/teams')).body.teams.map((team) => team.teamId)).not.toContain(elsewhere);
    expect((await coach('POST', `/api/teams/${elsewhere}/players`, { name: 'Sneaky' })).status).toBe(404);
    expect((await coach('PUT', `/api/teams/${elsewhere}`, { name: 'Mine' })).body).toEqual({ error: 'not_found', message: MESSAGES.teamDoesNotExist, messageId: 'spec.teamDoesNotExist' });
    const renamed = await coach<{ team: { name: string; club: string | null; coachUid: string } }>('PUT', `/api/teams/${teamId}`, { name: 'Blue Stars', club: 'Matrix IF' });
    expect(renamed.body.team).toMatchObject({ name: 'Blue Stars', club: 'Matrix IF', coachUid: coachUid() });
    expect((await coach<{ team: { club: string | null } }>('PUT', `/api/teams/${teamId}`, { club: '' })).body.team.club).toBeNull();
    expect((await coach<{ teams: { teamId: string }[] }>('GET', '/api/teams')).body.teams.map((team) => team.teamId)).toContain(teamId);
    expect((await coach('PUT', `/api/teams/${teamId}`, { coachUid: uidOf(tokens.admin) })).status).toBe(403);
    expect((await admin<{ team: { coachUid: string | null } }>('PUT', `/api/teams/${teamId}`, { coachUid: null })).body.team.coachUid).toBeNull();
    expect((await coach<{ teams: { teamId: string }[] }>('GET', '/api/teams')).body.teams.map((team) => team.teamId)).not.toContain(teamId);
    expect((await admin<{ team: { coachUid: string | null } }>('PUT', `/api/teams/${teamId}`, { coachUid: coachUid() })).body.team.coachUid).toBe(coachUid());
    expect((await coach('DELETE', `/api/teams/${teamId}`)).status).toBe(403);
    expect((await admin('DELETE', `/api/teams/${teamId}`)).body).toEqual({ message: MESSAGES.teamDeleted });
    expect((await admin('GET', `/api/teams/${teamId}`)).status).toBe(404);
  });

  it('lets exactly one of two concurrent adds of the same registrationId win', async () => {
    const teamId = (await admin<{ team: { teamId: string } }>('POST', '/api/teams', { name: unique('Race'), age: 'u10', gender: 'male' })).body.team.teamId;
    const otherTeam = (await admin<{ team: { teamId: string } }>('POST', '/api/teams', { name: unique('Race'), age: 'u10', gender: 'male' })).body.team.teamId;
    const registrationId = unique('REG').replace(' ', '-');
    const answers = await Promise.all([
      admin('POST', `/api/teams/${teamId}/players`, { name: 'First Runner', registrationId }),
      admin('POST', `/api/teams/${otherTeam}/players`, { name: 'Second Runner', registrationId: registrationId.toLowerCase() }),
      admin('POST', `/api/teams/${teamId}/players/import`, { players: [{ name: 'Third Runner', registrationId }] }),
    ]);
    const [first, second, bulk] = answers as [(typeof answers)[0], (typeof answers)[0], (typeof answers)[0]];
    const bulkBody = bulk.body as { added: unknown[]; skipped: unknown[] };
    for (const single of [first, second]) expect([201, 409]).toContain(single.status);
    expect(bulk.status).toBe(200);
    expect(bulkBody.added.length + bulkBody.skipped.length).toBe(1);
    expect([first.status === 201, second.status === 201, bulkBody.added.length === 1].filter(Boolean)).toHaveLength(1);
    const totals = await Promise.all([teamId, otherTeam].map(async (id) => (await admin<{ team: { totalPlayers: number }; players: unknown[] }>('GET', `/api/teams/${id}/players`)).body));
    for (const roster of totals) expect(roster.team.totalPlayers).toBe(roster.players.length);
    expect(totals.reduce((sum, roster) => sum + roster.players.length, 0)).toBe(1);
  });

  it('imports teams once: a second import of the same ids adds nothing', async () => {
    const sheetId = unique('T').replace(' ', '-');
    const rows = {
      teams: [
        { id: sheetId, name: 'Imported Blue', age: 'u9', gender: 'female' },
        { id: sheetId, name: 'Twice', age: 'u9', gender: 'female' },
      ],
    };
    const first = await admin<{ message: string; added: { teamId: string }[]; skipped: unknown[] }>('POST', '/api/teams/import', rows);
    expect(first.body).toMatchObject({ message: MESSAGES.teamsImported, added: [{ teamId: `${DEMO_ORGANIZATION.orgId}:${sheetId}` }] });
    expect(first.body.skipped).toHaveLength(1);
    expect((await admin<{ added: unknown[] }>('POST', '/api/teams/import', rows)).body.added).toEqual([]);
  });
});

describe('bad input never becomes a 500', () => {
  const bodies: [string, string, unknown][] = [
    ['POST', '/api/tournaments', { name: 'Cup', type: 'league', days: 'weekdays' }],
    ['POST', '/api/tournaments', { ...form('Cup'), endDate: '2026-05-01' }],
    ['POST', '/api/tournaments', { ...form('Cup'), draft: false }],
    ['POST', '/api/tournaments', { ...form('Cup'), ageGroups: ['u25'] }],
    ['POST', '/api/tournaments', 'not json'],
    ['POST', '/api/teams', { name: '', age: 'u12', gender: 'mixed' }],
    ['POST', '/api/teams', { name: 'Blue', age: 'u12', gender: 'male', totalPlayers: 30 }],
    ['POST', '/api/teams/import', { teams: [] }],
  ];
  it.each(bodies)('%s %s %j → 400 with field messages', async (method, path, body) => {
    const answer = await admin<{ error: string; fields?: Record<string, string> }>(method, path, body);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('validation_failed');
  });

  it('names the fields it refuses', async () => {
    const answer = await admin<{ fields: Record<string, string> }>('POST', '/api/tournaments', { ...form('Cup'), venue: ' ', draft: false });
    expect(answer.body.fields).toMatchObject({ venue: 'Please input your Venue', draft: 'Unknown field' });
    const id = await newTournament();
    const team = await admin<{ fields: Record<string, string> }>('POST', `/api/tournaments/${id}/teams`, { team: 'AIK', division: 'Nowhere' });
    expect(team).toMatchObject({ status: 400, body: { fields: { division: expect.any(String) } } });
    const player = await admin<{ fields: Record<string, string> }>('POST', `/api/teams/whatever/players`, { name: 'R2 D2' });
    expect(player).toMatchObject({ status: 400, body: { fields: { name: MESSAGES.invalidName } } });
  });
});
