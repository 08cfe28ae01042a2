import { createDatabase, dynamoTournamentStructureRepository } from '@pitchside/core/data';
import { dynamo } from '@pitchside/core/aws';
import { DISPUTE_MESSAGES, MESSAGES, type ListDisputesResult, type MatchView, type PublicMatch } from '@pitchside/shared';
import { demoAccount } from '../../infra/local/demo-accounts';
import { apiClient, PAST_THE_EDGE } from '../support/api-client';
import { localCloudHandle } from '../support/local-cloud-handle';
import { signIn } from '../support/sign-in';
import { consoleEvent, createTournamentFixture, DEMO_ORG_HEADERS, type TournamentFixture } from '../support/tournament-fixture';
import { until } from '../support/until';

/** Score disputes end to end: a coach disputes, the organizer resolves, the public page and the table follow. */
const cloud = localCloudHandle();
const call = apiClient(cloud);
const structure = dynamoTournamentStructureRepository(createDatabase(cloud.resources.tableName, dynamo()));
const tokens: Record<string, string> = {};
let cup: TournamentFixture;
let teamId: string;
const SIDE = 'Disputing Side';
// Each test plays matches through the API and waits for the standings consumer: more than Jest's default 5 s on a loaded machine.
jest.setTimeout(90_000);

const matchPath = (fixture: TournamentFixture, matchId: string) => `/api/tournaments/${fixture.tournamentId}/matches/${matchId}`;
const dispute = (fixture: TournamentFixture, matchId: string, reason = 'The second goal was offside') =>
  call<MatchView & { message?: string; error?: string }>('POST', `${matchPath(fixture, matchId)}/disputes`, { token: tokens.coach, body: { teamType: 'home', reason } });
const resolve = (fixture: TournamentFixture, matchId: string, disputeId: string, body: unknown, token = tokens.admin) =>
  call<MatchView & { message?: string; error?: string }>('POST', `${matchPath(fixture, matchId)}/disputes/${disputeId}/resolution`, { token, body });
const publicMatch = (fixture: TournamentFixture, matchId: string) => call<PublicMatch>('GET', `/api/public/tournaments/${fixture.tournamentId}/matches/${matchId}`, { headers: PAST_THE_EDGE });

/** The referee plays a match to a home win (1–0) and completes it. */
async function play(fixture: TournamentFixture, matchId: string, goals: ('home' | 'away')[] = ['home']): Promise<void> {
  const referee = JSON.parse(Buffer.from(tokens.referee?.split('.')[1] ?? '', 'base64url').toString()) as { sub: string };
  expect((await call('PUT', `${matchPath(fixture, matchId)}/referee`, { token: tokens.admin, body: { refereeId: referee.sub } })).status).toBe(200);
  const events = [consoleEvent('start'), ...goals.map((teamType) => consoleEvent('goal', { teamType, playerId: `p-${teamType}`, playerName: `Scorer ${teamType}` })), consoleEvent('complete')];
  const answer = await call<{ results: { outcome: string }[] }>('POST', `${matchPath(fixture, matchId)}/events`, { token: tokens.referee, body: { events } });
  expect(answer.body.results.every((result) => result.outcome === 'applied')).toBe(true);
}

async function newCup(): Promise<TournamentFixture> {
  const fixture = await createTournamentFixture(call, tokens.admin as string, { name: `Dispute Cup ${Date.now()}`, teamNames: [SIDE, 'Other Side', 'Third Side'], teamIds: { [SIDE]: teamId } });
  expect((await call('POST', `/api/tournaments/${fixture.tournamentId}/publish`, { token: tokens.admin, headers: DEMO_ORG_HEADERS })).status).toBe(200);
  return fixture;
}

beforeAll(async () => {
  for (const role of ['admin', 'referee', 'coach', 'tournamentadmin'] as const) tokens[role] = (await signIn(cloud, demoAccount(role).email, demoAccount(role).password)).idToken;
  const coachUid = (JSON.parse(Buffer.from(tokens.coach?.split('.')[1] ?? '', 'base64url').toString()) as { sub: string }).sub;
  const team = await call<{ team: { teamId: string } }>('POST', '/api/teams', {
    token: tokens.admin,
    headers: DEMO_ORG_HEADERS,
    body: { name: `Disputing ${Date.now()}`, age: 'u12', gender: 'male', coachUid },
  });
  expect(team.status).toBe(201);
  teamId = team.body.team.teamId;
  cup = await newCup();
}, 60_000);

describe('a coach disputes a result and the organizer corrects it', () => {
  it('shows the result disputed publicly, refuses a second dispute and a confirmation, then the correction moves the table', async () => {
    const matchId = cup.matchIds[0] as string; // Disputing Side v Other Side
    await play(cup, matchId);
    await until(async () => ((await structure.teams(cup.tournamentId)).find((row) => row.team === SIDE)?.PTS === 3 ? true : undefined));

    const opened = await dispute(cup, matchId);
    expect(opened.status).toBe(201);
    expect(opened.body).toMatchObject({ disputed: true, can: { confirm: [], dispute: [] } });
    expect(opened.body.disputes).toEqual([
      expect.objectContaining({ teamType: 'home', teamName: SIDE, status: 'open', reason: 'The second goal was offside', homeScore: 1, awayScore: 0, coachName: demoAccount('coach').displayName }),
    ]);
    const disputeId = opened.body.disputes?.[0]?.disputeId as string;

    const shown = await publicMatch(cup, matchId);
    expect(shown.body).toMatchObject({ disputed: true, homeScore: 1, awayScore: 0 });
    expect(JSON.stringify(shown.body)).not.toContain('offside');
    const list = await call<{ matches: PublicMatch[] }>('GET', `/api/public/tournaments/${cup.tournamentId}/matches`, { headers: PAST_THE_EDGE });
    expect(list.body.matches.find((match) => match.matchId === matchId)?.disputed).toBe(true);

    expect(await dispute(cup, matchId)).toEqual({ status: 409, body: { error: 'already_disputed', message: DISPUTE_MESSAGES.alreadyDisputed, messageId: 'dispute.alreadyDisputed' } });
    expect(await call('POST', `${matchPath(cup, matchId)}/confirmations`, { token: tokens.coach, body: { teamType: 'home' } })).toEqual({
      status: 409,
      body: { error: 'dispute_open', message: DISPUTE_MESSAGES.confirmWhileDisputed, messageId: 'dispute.confirmWhileDisputed' },
    });

    const open = await call<ListDisputesResult>('GET', `/api/tournaments/${cup.tournamentId}/disputes`, { token: tokens.admin });
    expect(open.status).toBe(200);
    expect(open.body.disputes).toEqual([expect.objectContaining({ matchId, homeTeam: SIDE, awayTeam: 'Other Side', dispute: expect.objectContaining({ disputeId, status: 'open' }) })]);

    // Ids from another tournament are refused, whatever the caller may do in their own.
    const elsewhere = await newCup();
    expect((await resolve(elsewhere, matchId, disputeId, { decision: 'uphold' })).status).toBe(404);

    const corrected = await resolve(cup, matchId, disputeId, { decision: 'correct', homeScore: 0, awayScore: 2, note: 'Match report checked' });
    expect(corrected.status).toBe(200);
    expect(corrected.body).toMatchObject({ homeScore: 0, awayScore: 2, disputed: false });
    expect(corrected.body.disputes?.[0]).toMatchObject({
      status: 'corrected',
      correctedHomeScore: 0,
      correctedAwayScore: 2,
      note: 'Match report checked',
      resolvedByName: demoAccount('admin').displayName,
    });

    const rows = await until(async () => {
      const current = await structure.teams(cup.tournamentId);
      return current.find((row) => row.team === 'Other Side')?.PTS === 3 ? current : undefined;
    });
    expect(rows.find((row) => row.team === SIDE)).toMatchObject({ MP: 1, W: 0, L: 1, GF: 0, GA: 2, PTS: 0 });
    expect(rows.find((row) => row.team === 'Other Side')).toMatchObject({ MP: 1, W: 1, GF: 2, GA: 0, PTS: 3, position: 1 });

    expect((await publicMatch(cup, matchId)).body).toMatchObject({ disputed: false, homeScore: 0, awayScore: 2 });
    expect((await call<ListDisputesResult>('GET', `/api/tournaments/${cup.tournamentId}/disputes`, { token: tokens.admin })).body.disputes).toEqual([]);
    expect((await resolve(cup, matchId, disputeId, { decision: 'uphold' })).body).toEqual({
      error: 'dispute_resolved',
      message: DISPUTE_MESSAGES.alreadyResolved,
      messageId: 'dispute.alreadyResolved',
    });

    const audit = await call<{ events: { type: string; byName: string }[] }>('GET', `${matchPath(cup, matchId)}/events`, { token: tokens.admin });
    expect(audit.body.events.slice(-2).map((event) => [event.type, event.byName])).toEqual([
      ['dispute-opened', demoAccount('coach').displayName],
      ['score-corrected', demoAccount('admin').displayName],
    ]);

    // The coach may confirm the corrected result once their dispute is resolved.
    expect((await call('POST', `${matchPath(cup, matchId)}/confirmations`, { token: tokens.coach, body: { teamType: 'home' } })).status).toBe(200);
  });

  it('refuses a dispute once the window has passed, with a clear message', async () => {
    const quick = await newCup();
    expect((await call('PATCH', `/api/tournaments/${quick.tournamentId}`, { token: tokens.admin, headers: DEMO_ORG_HEADERS, body: { disputeWindowMinutes: 0 } })).status).toBe(200);
    const matchId = quick.matchIds[0] as string;
    await play(quick, matchId);
    expect((await call<MatchView>('GET', matchPath(quick, matchId), { token: tokens.coach })).body).toMatchObject({ can: { dispute: [] } });
    expect(await dispute(quick, matchId)).toEqual({ status: 409, body: { error: 'dispute_window_closed', message: DISPUTE_MESSAGES.windowClosed, messageId: 'dispute.windowClosed' } });
  });

  it('refuses a reason that is empty, too long or carries control characters', async () => {
    const matchId = cup.matchIds[1] as string;
    // Control characters never reach the schema: the shared request limits strip them from every JSON string.
    for (const reason of ['  ', 'x'.repeat(501), '\u0000\u0001 \u0007']) expect((await dispute(cup, matchId, reason)).status).toBe(400);
    expect((await dispute(cup, matchId, 'too early')).body).toEqual({ error: 'match_not_completed', message: DISPUTE_MESSAGES.notCompleted, messageId: 'dispute.notCompleted' });
  });
});

describe('races', () => {
  it('a dispute and a confirmation sent together: exactly one wins', async () => {
    const matchId = cup.matchIds[1] as string; // Disputing Side v Third Side
    await play(cup, matchId);
    const [disputed, confirmed] = await Promise.all([dispute(cup, matchId), call('POST', `${matchPath(cup, matchId)}/confirmations`, { token: tokens.coach, body: { teamType: 'home' } })]);
    expect([disputed.status, confirmed.status].sort()).toEqual(disputed.status === 201 ? [201, 409] : [200, 409]);
    const match = (await call<MatchView>('GET', matchPath(cup, matchId), { token: tokens.admin })).body;
    expect((match.disputes?.length ?? 0) + match.scoreConfirmations.length).toBe(1);
  });

  it('two organizers resolve at once: exactly one wins, and the other is told', async () => {
    const fresh = await newCup();
    const matchId = fresh.matchIds[0] as string;
    await play(fresh, matchId);
    const disputeId = (await dispute(fresh, matchId)).body.disputes?.[0]?.disputeId as string;
    const answers = await Promise.all([resolve(fresh, matchId, disputeId, { decision: 'correct', homeScore: 3, awayScore: 0 }), resolve(fresh, matchId, disputeId, { decision: 'uphold' })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.message).toBe(DISPUTE_MESSAGES.alreadyResolved);
    const match = (await call<MatchView>('GET', matchPath(fresh, matchId), { token: tokens.admin })).body;
    expect(match.disputes?.[0]?.status).toBe(answers[0]?.status === 200 ? 'corrected' : 'upheld');
    expect(match.homeScore).toBe(answers[0]?.status === 200 ? 3 : 1);
  });

  it('a tournament admin who is not linked to the tournament may not list or resolve', async () => {
    expect(await call('GET', `/api/tournaments/${cup.tournamentId}/disputes`, { token: tokens.tournamentadmin })).toEqual({
      status: 404,
      body: { error: 'not_found', message: MESSAGES.tournamentNotFound, messageId: 'spec.tournamentNotFound' },
    });
  });
});
