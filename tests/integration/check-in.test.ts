import {
  teamKey,
  toBase64Url,
  verifyPass,
  type CheckInBoard,
  type CheckInMarksAnswer,
  type MatchRosters,
  type RecordMatchEventsResult,
  type TeamPasses,
  type TournamentDetail,
} from '@pitchside/shared';
import { demoAccount } from '../../infra/local/demo-accounts';
import { apiClient, PAST_THE_EDGE, uniqueEmail } from '../support/api-client';
import { localCloudHandle } from '../support/local-cloud-handle';
import { signIn } from '../support/sign-in';
import { consoleEvent, createTournamentFixture, DEMO_ORG_HEADERS, type TournamentFixture } from '../support/tournament-fixture';

/**
 * Issue 33 (check-in): the division's age rule flags the over-age player on the coach's sheet and the desk,
 * the console leaves them out and the match sheet refuses their card; passes verify with the tournament's key
 * and a changed one does not; the desk's marks survive a late, replayed sync; birth dates reach no public output.
 * Attacks: another organization's organizer, a coach of another team, a forged pass.
 */
const cloud = localCloudHandle();
const call = apiClient(cloud);
const tokens: Record<string, string> = {};
let fixture: TournamentFixture;
let homeKey: string;
let otherOrgHeaders: Record<string, string>;
const OLD_BIRTH = '2011-03-17';
const YOUNG_BIRTH = '2014-08-29';
const subOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string }).sub;
const admin = () => ({ token: tokens.admin as string, headers: DEMO_ORG_HEADERS });
const path = (rest: string) => `/api/tournaments/${fixture.tournamentId}${rest}`;

beforeAll(async () => {
  for (const role of ['admin', 'referee', 'coach'] as const) tokens[role] = (await signIn(cloud, demoAccount(role).email, demoAccount(role).password)).idToken;
  const otherCoach = { email: uniqueEmail('desk-other-coach'), password: 'Welcome2026', displayName: 'Otto Other Coach' };
  expect((await call('POST', '/api/auth/create-user', { ...admin(), body: { ...otherCoach, role: { coach: true } } })).status).toBe(201);
  tokens.otherCoach = (await signIn(cloud, otherCoach.email, otherCoach.password)).idToken;
  const otherAdmin = { email: uniqueEmail('desk-other-admin'), password: 'Other1234' };
  expect((await call('POST', '/api/auth/signup', { body: { ...otherAdmin, displayName: 'Other Admin', organizationName: 'Other Desk Org' } })).status).toBe(201);
  tokens.otherAdmin = (await signIn(cloud, otherAdmin.email, otherAdmin.password)).idToken;
  const otherOrgId = (await call<{ organizations: { orgId: string }[] }>('GET', '/api/me', { token: tokens.otherAdmin })).body.organizations[0]?.orgId ?? '';
  otherOrgHeaders = { 'x-pitchside-org': otherOrgId };

  const stamp = Date.now().toString(36).toUpperCase();
  const names = [`Desk Home ${stamp}`, `Desk Away ${stamp}`];
  const teamIds: Record<string, string> = {};
  for (const [index, name] of names.entries()) {
    const team = await call<{ team: { teamId: string } }>('POST', '/api/teams', {
      ...admin(),
      body: { name, age: 'u12', gender: 'male', ...(index === 0 ? { coachUid: subOf(tokens.coach as string) } : {}) },
    });
    expect(team.status).toBe(201);
    teamIds[name] = team.body.team.teamId;
    const players =
      index === 0
        ? [
            { name: 'Olga Older', jerseyNumber: 9, dateOfBirth: OLD_BIRTH },
            { name: 'Yann Younger', jerseyNumber: 4, dateOfBirth: YOUNG_BIRTH },
          ]
        : [{ name: 'Away Player', jerseyNumber: 1 }];
    for (const player of players) expect((await call('POST', `/api/teams/${team.body.team.teamId}/players`, { ...admin(), body: player })).status).toBe(201);
  }
  fixture = await createTournamentFixture(call, tokens.admin as string, { teamNames: names, teamIds, published: true });
  homeKey = teamKey(names[0] as string);
  const detail = await call<{ tournament: TournamentDetail }>('GET', path(''), admin());
  const divisionId = detail.body.tournament.structure.divisions.find((division) => division.name === fixture.division)?.divisionId as string;
  const rule = await call('PUT', path('/check-in/settings'), { ...admin(), body: { ageRules: [{ divisionId, bornOnOrAfter: '2014-01-01', olderAllowed: 0 }], squadFreezeAt: null } });
  expect(rule.status).toBe(200);
  expect((await call('PUT', path(`/matches/${fixture.matchIds[0]}/referee`), { ...admin(), body: { refereeId: subOf(tokens.referee as string) } })).status).toBe(200);
});

describe('check-in', () => {
  it("the coach's sheet flags the over-age player with the reason, and its passes verify with the tournament's key", async () => {
    const sheet = await call<TeamPasses>('GET', path(`/teams/${homeKey}/passes`), { token: tokens.coach as string });
    expect(sheet.status).toBe(200);
    expect(sheet.body).toMatchObject({ bornOnOrAfter: '2014-01-01', olderAllowed: 0 });
    expect(sheet.body.players.map((player) => [player.name, player.ageProblem])).toEqual([
      ['Yann Younger', null],
      ['Olga Older', 'too_many_older'],
    ]);
    const board = await call<CheckInBoard>('GET', path('/check-in'), admin());
    const olga = sheet.body.players[1]!;
    await expect(verifyPass(olga.pass, board.body.publicKey, fixture.tournamentId)).resolves.toMatchObject({ ok: true, pass: { k: 'player', p: olga.playerId } });
    // A forged pass: Olga's signature on a payload naming Yann.
    const [prefix, , signature] = olga.pass.split('.');
    const forgedPayload = toBase64Url(new TextEncoder().encode(JSON.stringify({ t: fixture.tournamentId, k: 'player', tk: homeKey, p: sheet.body.players[0]!.playerId })));
    await expect(verifyPass([prefix, forgedPayload, signature].join('.'), board.body.publicKey, fixture.tournamentId)).resolves.toEqual({ ok: false, reason: 'signature' });
  });

  it('the console leaves the over-age player out and the match sheet refuses their card', async () => {
    const rosters = await call<MatchRosters>('GET', path(`/matches/${fixture.matchIds[0]}/rosters`), { token: tokens.referee as string });
    const olga = rosters.body.home.find((player) => player.name === 'Olga Older');
    expect(olga).toMatchObject({ ageIneligible: true });
    expect(JSON.stringify(rosters.body)).not.toContain(OLD_BIRTH);
    const answer = await call<RecordMatchEventsResult>('POST', path(`/matches/${fixture.matchIds[0]}/events`), {
      token: tokens.referee as string,
      body: { events: [consoleEvent('start'), consoleEvent('card', { teamType: 'home', playerId: olga?.playerId, playerName: 'Olga Older', cardType: 'yellow' })] },
    });
    expect(answer.body.results[1]).toMatchObject({ outcome: 'rejected', code: 'player_age_ineligible', message: "This player is outside the division's age rule and may not play" });
  });

  it("keeps the desk's newest mark when an older one syncs late or twice", async () => {
    const board = await call<CheckInBoard>('GET', path('/check-in'), admin());
    const yann = board.body.teams.find((team) => team.teamKey === homeKey)?.players.find((player) => player.name === 'Yann Younger');
    const mark = (markId: string, present: boolean, at: string) => ({ markId, teamKey: homeKey, playerId: yann?.playerId ?? '', present, at });
    const newer = await call<CheckInMarksAnswer>('POST', path('/check-in/marks'), {
      ...admin(),
      body: { marks: [mark('m2', true, '2026-01-01T08:05:00.000Z'), { ...mark('m0', true, '2026-01-01T08:00:00.000Z'), playerId: null }] },
    });
    expect(newer.body.results.map((result) => result.outcome)).toEqual(['applied', 'applied']);
    const late = await call<CheckInMarksAnswer>('POST', path('/check-in/marks'), {
      ...admin(),
      body: { marks: [mark('m1', false, '2026-01-01T08:01:00.000Z'), mark('m2', true, '2026-01-01T08:05:00.000Z')] },
    });
    expect(late.body.results.map((result) => result.outcome)).toEqual(['stale', 'stale']);
    const after = await call<CheckInBoard>('GET', path('/check-in'), admin());
    const home = after.body.teams.find((team) => team.teamKey === homeKey);
    expect(home?.present).toBe(true);
    expect(home?.players.find((player) => player.playerId === yann?.playerId)?.present).toBe(true);
  });

  it("refuses another organization's organizer and a coach of another team, and marks for a team of another tournament", async () => {
    for (const rest of ['/check-in', '/check-in/settings']) expect((await call('GET', path(rest), { token: tokens.otherAdmin as string, headers: otherOrgHeaders })).status).toBe(404);
    const mark = { markId: 'x', teamKey: homeKey, playerId: null, present: true, at: '2026-01-01T08:00:00.000Z' };
    expect((await call('POST', path('/check-in/marks'), { token: tokens.otherAdmin as string, headers: otherOrgHeaders, body: { marks: [mark] } })).status).toBe(404);
    expect((await call('GET', path(`/teams/${homeKey}/passes`), { token: tokens.otherAdmin as string })).status).toBe(404);
    expect((await call('GET', path(`/teams/${homeKey}/passes`), { token: tokens.otherCoach as string })).status).toBe(403);
    expect((await call('GET', path('/check-in'), { token: tokens.coach as string, headers: DEMO_ORG_HEADERS })).status).toBe(403);
    const unknown = await call<CheckInMarksAnswer>('POST', path('/check-in/marks'), { ...admin(), body: { marks: [{ ...mark, teamKey: 'not-in-this-tournament' }] } });
    expect(unknown.body.results).toEqual([{ markId: 'x', outcome: 'unknown' }]);
  });

  it('never puts a birth date in a public page, feed or PDF', async () => {
    const publicPaths = [
      `/api/public/tournaments`,
      `/api/public/tournaments/${fixture.tournamentId}`,
      `/api/public/tournaments/${fixture.tournamentId}/matches`,
      `/api/public/tournaments/${fixture.tournamentId}/matches/${fixture.matchIds[0]}`,
      `/api/public/tournaments/${fixture.tournamentId}/teams/${homeKey}`,
      `/api/public/tournaments/${fixture.tournamentId}/statistics`,
      `/api/public/tournaments/${fixture.tournamentId}/teams/${homeKey}/calendar.ics`,
      `/api/public/tournaments/${fixture.tournamentId}/schedule.pdf`,
    ];
    for (const publicPath of publicPaths) {
      const response = await fetch(`${cloud.url}${publicPath}`, { headers: PAST_THE_EDGE });
      expect([publicPath, response.status]).toEqual([publicPath, 200]);
      const text = Buffer.from(await response.arrayBuffer()).toString('latin1');
      for (const born of [OLD_BIRTH, YOUNG_BIRTH, '17.03.2011', '3/17/2011', 'dateOfBirth']) expect([publicPath, text.includes(born)]).toEqual([publicPath, false]);
    }
  });
});
