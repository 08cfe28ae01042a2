import { MESSAGES, type PublicMatch, type PublicStatistics, type PublicTournament } from '@pitchside/shared';
import WebSocket from 'ws';
import { apiClient, PAST_THE_EDGE } from '../support/api-client';
import { localCloudHandle } from '../support/local-cloud-handle';
import { signInDemo } from '../support/sign-in';
import { consoleEvent, createTournamentFixture, DEMO_ORG_HEADERS, type TournamentFixture } from '../support/tournament-fixture';
import { until } from '../support/until';

/** The public site's API and its live push, as a spectator with no account meets them. */
const cloud = localCloudHandle();
const call = apiClient(cloud);
let adminToken: string;
let refereeToken: string;
let refereeUid: string;
let fixture: TournamentFixture;

beforeAll(async () => {
  adminToken = await signInDemo(cloud, 'admin');
  refereeToken = await signInDemo(cloud, 'referee');
  refereeUid = (JSON.parse(Buffer.from(refereeToken.split('.')[1] ?? '', 'base64url').toString()) as { sub: string }).sub;
  fixture = await createTournamentFixture(call, adminToken, { name: `Public Cup ${Date.now()}`, teamNames: ['Red Lions', 'Blue Sharks', 'Green Owls'] });
  for (const matchId of fixture.matchIds) await call('PUT', `/api/tournaments/${fixture.tournamentId}/matches/${matchId}/referee`, { token: adminToken, body: { refereeId: refereeUid } });
}, 60_000);

describe('before publishing', () => {
  it('a draft tournament does not exist for the public', async () => {
    expect(await call('GET', `/api/public/tournaments/${fixture.tournamentId}`)).toEqual({
      status: 404,
      body: { error: 'not_found', message: MESSAGES.tournamentNotFound, messageId: 'spec.tournamentNotFound' },
    });
    const list = await call<{ tournaments: { tournamentId: string }[] }>('GET', '/api/public/tournaments');
    expect(list.body.tournaments.map((tournament) => tournament.tournamentId)).not.toContain(fixture.tournamentId);
  });
});

describe('a published tournament', () => {
  beforeAll(async () => {
    expect((await call('POST', `/api/tournaments/${fixture.tournamentId}/publish`, { token: adminToken, headers: DEMO_ORG_HEADERS })).status).toBe(200);
  });

  it('is listed, searchable and cacheable', async () => {
    const response = await fetch(`${cloud.url}/api/public/tournaments?search=${encodeURIComponent('public cup')}`);
    expect(response.headers.get('cache-control')).toMatch(/public, max-age=0, s-maxage=\d+/);
    const { tournaments } = (await response.json()) as { tournaments: { tournamentId: string; phase: string }[] };
    expect(tournaments.find((tournament) => tournament.tournamentId === fixture.tournamentId)).toMatchObject({ phase: 'running' });
  });

  it('is kept at the edge as long as its s-maxage says, as CloudFront keeps it; a 404 never is', async () => {
    const path = `${cloud.url}/api/public/tournaments/${fixture.tournamentId}/statistics`;
    const first = await fetch(path);
    expect(first.headers.get('x-cache')).toMatch(/^(Miss|Hit) from cloudfront$/);
    const second = await fetch(path);
    expect(second.headers.get('x-cache')).toBe('Hit from cloudfront');
    expect(await second.text()).toBe(await first.text());
    const missing = `${cloud.url}/api/public/tournaments/no-such-${Date.now()}`;
    for (let read = 0; read < 2; read += 1) {
      const answer = await fetch(missing);
      expect([answer.status, answer.headers.get('x-cache')]).toEqual([404, 'Miss from cloudfront']);
    }
    // Revalidation: a reader holding this answer gets a 304 from the edge, and from the function itself.
    const etag = second.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    for (const headers of [{}, PAST_THE_EDGE]) {
      const unchanged = await fetch(path, { headers: { ...headers, 'if-none-match': etag } });
      expect([unchanged.status, await unchanged.text(), unchanged.headers.get('etag')]).toEqual([304, '', etag]);
    }
    // Only the public reads pass the edge: nothing signed-in is ever kept.
    const me = await fetch(`${cloud.url}/api/me`, { headers: { authorization: `Bearer ${adminToken}` } });
    expect(me.headers.get('x-cache')).toBeNull();
  });

  it('pushes a goal to a spectator following the match, and the table to one following the division', async () => {
    const [matchId] = fixture.matchIds as [string];
    const socket = new WebSocket(`${cloud.url.replace('http', 'ws')}/ws`);
    const received: { kind: string; match?: PublicMatch; division?: string }[] = [];
    socket.on('message', (data) => received.push(JSON.parse(data.toString()) as (typeof received)[number]));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ action: 'subscribe', topics: [`match:${fixture.tournamentId}:${matchId}`, `division:${fixture.tournamentId}:${fixture.division}`] }));
    await until(() => (received.length > 0 ? true : undefined));

    const path = `/api/tournaments/${fixture.tournamentId}/matches/${matchId}/events`;
    await call('POST', path, { token: refereeToken, body: { events: [consoleEvent('start'), consoleEvent('goal', { teamType: 'home', playerId: 'p1', playerName: 'Ana' })] } });
    const pushed = await until(() => received.find((message) => message.kind === 'match' && message.match?.homeScore === 1));
    expect(pushed.match).toMatchObject({ homeTeam: 'Red Lions', homeScore: 1, awayScore: 0, class: 'live', goals: [{ teamType: 'home', playerName: 'Ana', minute: expect.any(Number) }] });

    await call('POST', path, { token: refereeToken, body: { events: [consoleEvent('complete')] } });
    await until(() => received.find((message) => message.kind === 'standings' && message.division === fixture.division));
    const tournament = await call<PublicTournament>('GET', `/api/public/tournaments/${fixture.tournamentId}`);
    const table = tournament.body.divisions[0]?.brackets[0]?.table ?? [];
    expect(table[0]).toMatchObject({ position: 1, team: 'Red Lions', PTS: 3, GF: 1 });
    socket.close();
  });

  it('never answers anything private', async () => {
    const responses = await Promise.all(
      [
        `/api/public/tournaments`,
        `/api/public/tournaments/${fixture.tournamentId}`,
        `/api/public/tournaments/${fixture.tournamentId}/matches`,
        `/api/public/tournaments/${fixture.tournamentId}/statistics`,
        `/api/public/tournaments/${fixture.tournamentId}/matches/${fixture.matchIds[0]}`,
      ].map(async (path) => (await fetch(`${cloud.url}${path}`)).text()),
    );
    for (const text of responses) {
      expect(text).not.toContain('@');
      expect(text).not.toContain(refereeUid);
      expect(text).not.toMatch(/orgId|organizerUid|refereeId|coachUid|registrationId|playerId|demo-org/);
    }
  });

  it('shows fixtures only for an age group whose results are hidden', async () => {
    expect((await call('PUT', `/api/tournaments/${fixture.tournamentId}/age-groups/u12`, { token: adminToken, headers: DEMO_ORG_HEADERS, body: { hideResults: true } })).status).toBe(200);
    const tournament = await call<PublicTournament>('GET', `/api/public/tournaments/${fixture.tournamentId}`, { headers: PAST_THE_EDGE });
    expect(tournament.body.divisions[0]).toMatchObject({ resultsHidden: true, brackets: [expect.objectContaining({ table: null })] });
    const { body } = await call<{ matches: PublicMatch[] }>('GET', `/api/public/tournaments/${fixture.tournamentId}/matches`, { headers: PAST_THE_EDGE });
    expect(body.matches.every((match) => match.homeScore === null && match.goals.length === 0)).toBe(true);
    const statistics = await call<PublicStatistics>('GET', `/api/public/tournaments/${fixture.tournamentId}/statistics`, { headers: PAST_THE_EDGE });
    expect(statistics.body.totalGoals).toBe(0);
    await call('PUT', `/api/tournaments/${fixture.tournamentId}/age-groups/u12`, { token: adminToken, headers: DEMO_ORG_HEADERS, body: { hideResults: false } });
    const shown = await call<PublicStatistics>('GET', `/api/public/tournaments/${fixture.tournamentId}/statistics`, { headers: PAST_THE_EDGE });
    expect(shown.body).toMatchObject({ matchesPlayed: 1, totalGoals: 1, averageGoalsPerMatchText: '1.0' });
  });
});
