import { teamKey, type DisciplineListAnswer, type MatchRosters, type RecordMatchEventsResult, type TeamSuspensionsAnswer } from '@pitchside/shared';
import { demoAccount } from '../../infra/local/demo-accounts';
import { apiClient, uniqueEmail } from '../support/api-client';
import { localCloudHandle } from '../support/local-cloud-handle';
import { signIn } from '../support/sign-in';
import { consoleEvent, createTournamentFixture, DEMO_ORG_HEADERS, type TournamentFixture } from '../support/tournament-fixture';

/**
 * Issue 33 (discipline): a player sent off in the first match sits out the team's next one. The match
 * sheet refuses their goal or card there, the coach of that team reads the suspension (no other coach
 * does), and the organizer's overturn, with its reason, makes them eligible again.
 */
const cloud = localCloudHandle();
const call = apiClient(cloud);
const tokens: Record<string, string> = {};
let fixture: TournamentFixture;
let secondMatchId: string;
let homeKey: string;
let playerId: string;
const subOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string }).sub;
const admin = () => ({ token: tokens.admin as string, headers: DEMO_ORG_HEADERS });
const events = (matchId: string, list: unknown[]) =>
  call<RecordMatchEventsResult>('POST', `/api/tournaments/${fixture.tournamentId}/matches/${matchId}/events`, { token: tokens.referee as string, body: { events: list } });
const rosters = (matchId: string) => call<MatchRosters>('GET', `/api/tournaments/${fixture.tournamentId}/matches/${matchId}/rosters`, { token: tokens.referee as string });
const disciplinePath = () => `/api/tournaments/${fixture.tournamentId}/discipline`;

beforeAll(async () => {
  for (const role of ['admin', 'referee', 'coach'] as const) tokens[role] = (await signIn(cloud, demoAccount(role).email, demoAccount(role).password)).idToken;
  const otherCoach = { email: uniqueEmail('other-coach'), password: 'Welcome2026', displayName: 'Otto Other Coach' };
  expect((await call('POST', '/api/auth/create-user', { ...admin(), body: { ...otherCoach, role: { coach: true } } })).status).toBe(201);
  tokens.otherCoach = (await signIn(cloud, otherCoach.email, otherCoach.password)).idToken;

  const stamp = Date.now().toString(36).toUpperCase();
  const names = [`Discipline Home ${stamp}`, `Discipline Away ${stamp}`];
  const teamIds: Record<string, string> = {};
  for (const [index, name] of names.entries()) {
    const team = await call<{ team: { teamId: string } }>('POST', '/api/teams', {
      ...admin(),
      body: { name, age: 'u12', gender: 'male', ...(index === 0 ? { coachUid: subOf(tokens.coach as string) } : {}) },
    });
    expect(team.status).toBe(201);
    teamIds[name] = team.body.team.teamId;
    expect((await call('POST', `/api/teams/${team.body.team.teamId}/players`, { ...admin(), body: { name: index === 0 ? 'Sara Sent-Off' : 'Away Player', jerseyNumber: 5 } })).status).toBe(201);
  }
  fixture = await createTournamentFixture(call, tokens.admin as string, { teamNames: names, teamIds });
  homeKey = teamKey(names[0] as string);
  const today = new Date().toISOString().slice(0, 10);
  const second = await call<{ matchId: string }>('POST', `/api/tournaments/${fixture.tournamentId}/matches`, {
    ...admin(),
    body: { division: fixture.division, age: 'u12', gender: 'boys', date: today, time: '20:00', homeTeam: names[0], awayTeam: names[1] },
  });
  expect(second.status).toBe(201);
  secondMatchId = second.body.matchId;
  for (const matchId of [fixture.matchIds[0] as string, secondMatchId]) {
    expect((await call('PUT', `/api/tournaments/${fixture.tournamentId}/matches/${matchId}/referee`, { ...admin(), body: { refereeId: subOf(tokens.referee as string) } })).status).toBe(200);
  }
  playerId = (await rosters(fixture.matchIds[0] as string)).body.home[0]?.playerId as string;
  const first = await events(fixture.matchIds[0] as string, [
    consoleEvent('start'),
    consoleEvent('card', { teamType: 'home', playerId, playerName: 'Sara Sent-Off', cardType: 'red' }),
    consoleEvent('complete'),
  ]);
  expect(first.body.results.map((result) => result.outcome)).toEqual(['applied', 'applied', 'applied']);
}, 90_000);

describe('cards that lead to suspensions', () => {
  it('the next match does not offer the sent-off player and refuses a goal or card for them, with the reason', async () => {
    const squads = await rosters(secondMatchId);
    expect(squads.body.home).toEqual([expect.objectContaining({ playerId, suspended: true })]);
    expect(squads.body.away.every((player) => !player.suspended)).toBe(true);
    const answer = await events(secondMatchId, [
      consoleEvent('start'),
      consoleEvent('card', { teamType: 'home', playerId, playerName: 'Sara Sent-Off', cardType: 'yellow' }),
      consoleEvent('goal', { teamType: 'home', playerId, playerName: 'Sara Sent-Off' }),
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body.results.slice(1)).toEqual([
      expect.objectContaining({ outcome: 'rejected', code: 'player_suspended', message: 'This player is suspended for this match and may not play' }),
      expect.objectContaining({ outcome: 'rejected', code: 'player_suspended' }),
    ]);
    expect(answer.body.match.homeScore).toBe(0);
  }, 30_000);

  it('the coach of the team reads the suspension with its reason; another coach is refused', async () => {
    const path = `/api/tournaments/${fixture.tournamentId}/teams/${homeKey}/suspensions`;
    const mine = await call<TeamSuspensionsAnswer>('GET', path, { token: tokens.coach as string });
    expect(mine.status).toBe(200);
    expect(mine.body.suspensions).toEqual([expect.objectContaining({ playerName: 'Sara Sent-Off', cause: 'red', matches: 1, sitOut: [expect.objectContaining({ matchId: secondMatchId })] })]);
    const other = await call('GET', path, { token: tokens.otherCoach as string });
    expect(other.status).toBe(403);
    expect(JSON.stringify(other.body)).not.toContain('Sara');
  }, 30_000);

  it('the organizer overturns it with a reason (kept with who and when), and the console offers the player again', async () => {
    const list = await call<DisciplineListAnswer>('GET', disciplinePath(), admin());
    const suspension = list.body.suspensions.find((candidate) => candidate.playerId === playerId);
    expect(suspension).toMatchObject({ state: 'pending', cause: 'red' });
    expect((await call('POST', `${disciplinePath()}/decisions`, { ...admin(), body: { suspensionId: suspension?.suspensionId, action: 'overturn', reason: '' } })).status).toBe(400);
    const decided = await call<{ suspension: { state: string; decisions: { reason: string; decidedBy: string }[] } }>('POST', `${disciplinePath()}/decisions`, {
      ...admin(),
      body: { suspensionId: suspension?.suspensionId, action: 'overturn', reason: 'Mistaken identity: the video shows another player' },
    });
    expect(decided.status).toBe(201);
    expect(decided.body.suspension.state).toBe('overturned');
    expect(decided.body.suspension.decisions).toEqual([expect.objectContaining({ reason: 'Mistaken identity: the video shows another player', decidedBy: subOf(tokens.admin as string) })]);
    expect((await rosters(secondMatchId)).body.home[0]?.suspended).toBeUndefined();
    const card = await events(secondMatchId, [consoleEvent('card', { teamType: 'home', playerId, playerName: 'Sara Sent-Off', cardType: 'yellow' })]);
    expect(card.body.results[0]?.outcome).toBe('applied');
    expect((await call<TeamSuspensionsAnswer>('GET', `/api/tournaments/${fixture.tournamentId}/teams/${homeKey}/suspensions`, { token: tokens.coach as string })).body.suspensions).toEqual([]);
  }, 30_000);

  it('keeps the rules within their limits and refuses an unknown suspension', async () => {
    const rulesPath = `${disciplinePath()}/rules`;
    expect((await call<{ rules: { redCardMatches: number } }>('GET', rulesPath, admin())).body.rules.redCardMatches).toBe(1);
    expect((await call('PUT', rulesPath, { ...admin(), body: { redCardMatches: 99, yellowCardsForSuspension: 3, yellowCardScope: 'tournament', divisions: [] } })).status).toBe(400);
    const saved = await call<{ rules: { redCardMatches: number } }>('PUT', rulesPath, {
      ...admin(),
      body: { redCardMatches: 2, yellowCardsForSuspension: 4, yellowCardScope: 'group-stage', divisions: [] },
    });
    expect(saved.status).toBe(200);
    expect((await call<{ rules: { redCardMatches: number } }>('GET', rulesPath, admin())).body.rules).toMatchObject({ redCardMatches: 2, yellowCardScope: 'group-stage' });
    const unknown = await call('POST', `${disciplinePath()}/decisions`, { ...admin(), body: { suspensionId: 'nobody:nothing', action: 'served', reason: 'Because' } });
    expect(unknown.status).toBe(404);
    expect((await call('GET', disciplinePath(), { token: tokens.coach as string })).status).toBe(403);
  }, 30_000);
});
