import type { MatchRosters, MatchView } from '@pitchside/shared';
import { demoAccount } from '../../infra/local/demo-accounts';
import { apiClient, uniqueEmail } from '../support/api-client';
import { localCloudHandle } from '../support/local-cloud-handle';
import { signIn } from '../support/sign-in';
import { consoleEvent, createTournamentFixture, DEMO_ORG_HEADERS, type TournamentFixture } from '../support/tournament-fixture';

/**
 * Issue 14: the console asked the teams' player lists (403 to a referee), so referees could never name a
 * scorer. The match's rosters route is the one the console reads: it answers whoever runs the match (the
 * referee assigned to it, an admin) and refuses any other referee, even one of the same organization.
 */
const cloud = localCloudHandle();
const call = apiClient(cloud);
const tokens: Record<string, string> = {};
let fixture: TournamentFixture;
let otherRefereeUid: string;
const subOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string }).sub;

const rostersPath = (matchId: string) => `/api/tournaments/${fixture.tournamentId}/matches/${matchId}/rosters`;
const rosters = (role: string, matchId: string) => call<MatchRosters & { message?: string }>('GET', rostersPath(matchId), { token: tokens[role] as string });

async function assign(matchId: string, refereeId: string): Promise<void> {
  const answer = await call('PUT', `/api/tournaments/${fixture.tournamentId}/matches/${matchId}/referee`, { token: tokens.admin, body: { refereeId } });
  expect(answer.status).toBe(200);
}

beforeAll(async () => {
  for (const role of ['admin', 'referee', 'coach'] as const) tokens[role] = (await signIn(cloud, demoAccount(role).email, demoAccount(role).password)).idToken;
  const auth = { token: tokens.admin, headers: DEMO_ORG_HEADERS };
  // A second referee of the same organization, not assigned to the match.
  const other = { email: uniqueEmail('other-referee'), password: 'Welcome2026', displayName: 'Olle Other Referee' };
  const created = await call<{ user: { uid: string } }>('POST', '/api/auth/create-user', { ...auth, body: { ...other, role: { referee: true } } });
  expect(created.status).toBe(201);
  otherRefereeUid = created.body.user.uid;
  tokens.otherReferee = (await signIn(cloud, other.email, other.password)).idToken;

  const stamp = Date.now().toString(36).toUpperCase();
  const names = [`Roster Home ${stamp}`, `Roster Away ${stamp}`];
  const squads: Record<string, { name: string; jerseyNumber?: number }[]> = {
    [names[0] as string]: [{ name: 'Anna Berg', jerseyNumber: 9 }, { name: 'Ella Lind' }],
    [names[1] as string]: [{ name: 'Maja Holm', jerseyNumber: 4 }],
  };
  const teamIds: Record<string, string> = {};
  for (const name of names) {
    const team = await call<{ team: { teamId: string } }>('POST', '/api/teams', { ...auth, body: { name, age: 'u12', gender: 'male' } });
    expect(team.status).toBe(201);
    teamIds[name] = team.body.team.teamId;
    for (const player of squads[name] ?? []) {
      const added = await call('POST', `/api/teams/${team.body.team.teamId}/players`, { ...auth, body: player });
      expect(added.status).toBe(201);
    }
  }
  fixture = await createTournamentFixture(call, tokens.admin as string, { teamNames: names, teamIds });
  await assign(fixture.matchIds[0] as string, subOf(tokens.referee as string));
}, 60_000);

describe('the match rosters route', () => {
  it('gives the assigned referee both squads: names and shirt numbers', async () => {
    const answer = await rosters('referee', fixture.matchIds[0] as string);
    expect(answer.status).toBe(200);
    const byName = (side: MatchRosters['home']) => side.map(({ name, jerseyNumber }) => ({ name, jerseyNumber })).sort((a, b) => a.name.localeCompare(b.name));
    expect(byName(answer.body.home)).toEqual([
      { name: 'Anna Berg', jerseyNumber: 9 },
      { name: 'Ella Lind', jerseyNumber: null },
    ]);
    expect(byName(answer.body.away)).toEqual([{ name: 'Maja Holm', jerseyNumber: 4 }]);
    expect(answer.body.home.every((player) => player.playerId.length > 0)).toBe(true);
  }, 30_000);

  it('refuses a referee of the same organization who is not assigned to the match', async () => {
    const answer = await rosters('otherReferee', fixture.matchIds[0] as string);
    expect(answer.status).toBe(403);
    expect(answer.body).not.toHaveProperty('home');
  }, 30_000);

  it('follows the assignment: a reassigned match answers its new referee and refuses the previous one', async () => {
    const matchId = fixture.matchIds[0] as string;
    await assign(matchId, otherRefereeUid);
    expect((await rosters('otherReferee', matchId)).status).toBe(200);
    expect((await rosters('referee', matchId)).status).toBe(403);
    await assign(matchId, subOf(tokens.referee as string));
    expect((await rosters('referee', matchId)).status).toBe(200);
  }, 30_000);

  it('refuses a coach (not a role that runs matches)', async () => {
    expect((await rosters('coach', fixture.matchIds[0] as string)).status).toBe(403);
  }, 30_000);

  it('a scorer named from the roster keeps name, id and shirt number on the match and in the audit', async () => {
    const matchId = fixture.matchIds[0] as string;
    const squad = (await rosters('referee', matchId)).body;
    const anna = squad.home.find((player) => player.name === 'Anna Berg');
    const maja = squad.away.find((player) => player.name === 'Maja Holm');
    if (!anna || !maja) throw new Error('Squads without their players');
    const events = [
      consoleEvent('start'),
      consoleEvent('goal', { teamType: 'home', playerId: anna.playerId, playerName: anna.name, jerseyNumber: 9 }),
      consoleEvent('card', { teamType: 'away', playerId: maja.playerId, playerName: maja.name, jerseyNumber: 4, cardType: 'yellow' }),
    ];
    const answer = await call<{ match: MatchView }>('POST', `/api/tournaments/${fixture.tournamentId}/matches/${matchId}/events`, { token: tokens.referee, body: { events } });
    expect(answer.status).toBe(200);
    expect(answer.body.match.goals).toEqual([expect.objectContaining({ playerId: anna.playerId, playerName: 'Anna Berg', jerseyNumber: 9 })]);
    expect(answer.body.match.cards).toEqual([expect.objectContaining({ playerId: maja.playerId, playerName: 'Maja Holm', jerseyNumber: 4 })]);
    // Read back from the table, not the answer: the stored card keeps the shirt number too.
    const read = await call<MatchView>('GET', `/api/tournaments/${fixture.tournamentId}/matches/${matchId}`, { token: tokens.referee });
    expect(read.body.cards[0]).toMatchObject({ playerName: 'Maja Holm', jerseyNumber: 4 });
    const audit = await call<{ events: { type: string; event: Record<string, unknown> }[] }>('GET', `/api/tournaments/${fixture.tournamentId}/matches/${matchId}/events`, { token: tokens.admin });
    expect(audit.body.events.find((row) => row.type === 'goal')?.event).toMatchObject({ playerId: anna.playerId, playerName: 'Anna Berg', jerseyNumber: 9 });
  }, 30_000);
});
