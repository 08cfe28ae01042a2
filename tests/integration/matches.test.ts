import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { createDatabase, dynamoTournamentStructureRepository } from '@pitchside/core/data';
import { dynamoStandingsWriter } from '../../services/standings/src/adapters/standings-writer';
import { dynamo } from '@pitchside/core/aws';
import { MESSAGES, type MatchView, type RecordMatchEventsResult } from '@pitchside/shared';
import { demoAccount } from '../../infra/local/demo-accounts';
import { apiClient } from '../support/api-client';
import { localCloudHandle } from '../support/local-cloud-handle';
import { signIn } from '../support/sign-in';
import { consoleEvent, createTournamentFixture, DEMO_ORG_HEADERS, type TournamentFixture } from '../support/tournament-fixture';
import { until } from '../support/until';

/** The referee console's path end to end: events through the matches service, tables through the queue. */
const cloud = localCloudHandle();
const call = apiClient(cloud);
const db = createDatabase(cloud.resources.tableName, dynamo());
const structure = dynamoTournamentStructureRepository(db);
const tokens: Record<string, string> = {};
let fixture: TournamentFixture;

const matchPath = (matchId: string, tournamentId = fixture.tournamentId) => `/api/tournaments/${tournamentId}/matches/${matchId}`;
const post = (token: string, matchId: string, events: unknown[], tournamentId?: string) =>
  call<RecordMatchEventsResult & { message?: string }>('POST', `${matchPath(matchId, tournamentId)}/events`, { token, body: { events } });

async function assign(matchId: string, tournamentId = fixture.tournamentId): Promise<void> {
  const referee = JSON.parse(Buffer.from(tokens.referee?.split('.')[1] ?? '', 'base64url').toString()) as { sub: string };
  const answer = await call('PUT', `${matchPath(matchId, tournamentId)}/referee`, { token: tokens.admin, body: { refereeId: referee.sub } });
  expect(answer.status).toBe(200);
}

async function table(tournamentId: string) {
  const teams = await structure.teams(tournamentId);
  return teams.map(({ team, MP, W, D, L, GF, GA, GD, PTS, position }) => ({ team, MP, W, D, L, GF, GA, GD, PTS, position })).sort((a, b) => a.position - b.position || a.team.localeCompare(b.team));
}

beforeAll(async () => {
  for (const role of ['admin', 'referee', 'coach', 'medic'] as const) tokens[role] = (await signIn(cloud, demoAccount(role).email, demoAccount(role).password)).idToken;
  fixture = await createTournamentFixture(call, tokens.admin as string);
}, 60_000);

describe('a medic’s matches today', () => {
  it('lists today’s matches of their organization’s tournaments, so a medic needs no link to find a match', async () => {
    const answer = await call<{ matches: MatchView[] }>('GET', '/api/matches/today', { token: tokens.medic });
    expect(answer.status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    const mine = answer.body.matches.filter((match) => match.tournamentId === fixture.tournamentId);
    expect(mine.map((match) => match.matchId).sort()).toEqual([...fixture.matchIds].sort());
    expect(answer.body.matches.every((match) => match.date === today)).toBe(true);
    // Each one opens for the medic (the match page they record incidents on).
    expect((await call('GET', matchPath(mine[0]?.matchId as string), { token: tokens.medic })).status).toBe(200);
  });
});

describe('a referee runs a match', () => {
  it('start, two goals, one removed, a card, pause, resume, complete — and the division table follows', async () => {
    const [matchId] = fixture.matchIds as [string];
    await assign(matchId);
    const referee = tokens.referee as string;
    const goal1 = consoleEvent('goal', { teamType: 'home', playerId: 'p-9', playerName: 'Zlatan', jerseyNumber: 9 });
    const goal2 = consoleEvent('goal', { teamType: 'home', playerId: 'p-10', playerName: 'Kim' });
    const events = [
      consoleEvent('start'),
      goal1,
      goal2,
      consoleEvent('goal-removed', { goalId: goal2.id }),
      consoleEvent('card', { teamType: 'away', playerId: 'p-4', playerName: 'Back Four', cardType: 'yellow' }),
      consoleEvent('pause'),
      consoleEvent('resume'),
      consoleEvent('complete'),
    ];
    const answer = await post(referee, matchId, events);
    expect(answer.status).toBe(200);
    expect(answer.body.results.map((result) => result.outcome)).toEqual(Array(8).fill('applied'));
    expect(answer.body.match).toMatchObject({ status: 'completed', homeScore: 1, awayScore: 0, refereeName: demoAccount('referee').displayName });
    expect(answer.body.match.goals.map((goal) => goal.playerName)).toEqual(['Zlatan']);
    expect(answer.body.match.cards).toHaveLength(1);

    const rows = await until(async () => {
      const current = await table(fixture.tournamentId);
      return current.find((row) => row.team === fixture.teams[0])?.MP === 1 ? current : undefined;
    });
    expect(rows[0]).toMatchObject({ team: fixture.teams[0], MP: 1, W: 1, GF: 1, GA: 0, PTS: 3, position: 1 });
    expect(rows.find((row) => row.team === fixture.teams[1])).toMatchObject({ MP: 1, L: 1, PTS: 0 });

    const audit = await call<{ events: { type: string; byName: string }[] }>('GET', `${matchPath(matchId)}/events`, { token: tokens.admin });
    expect(audit.body.events.map((event) => event.type)).toEqual(['start', 'goal', 'goal', 'goal-removed', 'card', 'pause', 'resume', 'complete']);
    expect(new Set(audit.body.events.map((event) => event.byName))).toEqual(new Set([demoAccount('referee').displayName]));
  });

  it('refuses an event that is illegal for the match state, with a message the console shows', async () => {
    const matchId = fixture.matchIds[1] as string;
    await assign(matchId);
    const early = await post(tokens.referee as string, matchId, [consoleEvent('pause')]);
    expect(early.body.results).toEqual([expect.objectContaining({ outcome: 'rejected', message: expect.stringMatching(/not started/i) })]);
    const answer = await post(tokens.referee as string, matchId, [consoleEvent('start'), consoleEvent('goal-removed', { goalId: 'no-such-goal' }), consoleEvent('start')]);
    expect(answer.status).toBe(200);
    expect(answer.body.results.map((result) => result.outcome)).toEqual(['applied', 'rejected', 'rejected']);
    expect(answer.body.results[1]).toMatchObject({ message: MESSAGES.goalNotFound });
    expect(answer.body.match.status).toBe('in_progress');
  });

  it('refuses a malformed event alone and applies the rest of the queue', async () => {
    const matchId = fixture.matchIds[5] as string;
    await assign(matchId);
    const answer = await post(tokens.referee as string, matchId, [consoleEvent('start'), { id: 'broken-1', type: 'goal', at: 'yesterday' }, consoleEvent('pause')]);
    expect(answer.status).toBe(200);
    expect(answer.body.results.map((result) => [result.eventId, result.outcome])).toEqual([
      [expect.any(String), 'applied'],
      ['broken-1', 'rejected'],
      [expect.any(String), 'applied'],
    ]);
    expect(answer.body.results[1]).toMatchObject({ code: 'invalid_event' });
    expect(answer.body.match.status).toBe('paused');
  });

  it('applies 100 goals sent at once from several phones exactly once each', async () => {
    const matchId = fixture.matchIds[2] as string;
    await assign(matchId);
    const referee = tokens.referee as string;
    await post(referee, matchId, [consoleEvent('start')]);
    const goals = Array.from({ length: 100 }, (_, index) => consoleEvent('goal', { teamType: index % 3 === 0 ? 'away' : 'home', playerId: `p-${index}`, playerName: `Player ${index}` }));
    // Several phones, each retrying some of what it sent: 100 distinct events, 130 requests at once. Like the
    // console's queue, a phone told the match is busy (409 match_busy) sends the same event again later.
    const send = async (goal: (typeof goals)[number]) => {
      for (let attempt = 0; ; attempt += 1) {
        const answer = await post(referee, matchId, [goal]);
        if (answer.status !== 409 || attempt === 10) return answer;
        await new Promise((resolve) => setTimeout(resolve, 200 + Math.random() * 800));
      }
    };
    const answers = await Promise.all([...goals, ...goals.slice(0, 30)].map(send));
    expect(answers.filter((answer) => answer.status !== 200).map((answer) => `${answer.status} ${JSON.stringify(answer.body).slice(0, 120)}`)).toEqual([]);
    expect(answers.flatMap((answer) => answer.body.results ?? []).every((result) => result.outcome === 'applied' || result.outcome === 'duplicate')).toBe(true);
    const match = await call<MatchView>('GET', matchPath(matchId), { token: referee });
    expect(match.body.homeScore + match.body.awayScore).toBe(100);
    expect(match.body.goals).toHaveLength(100);
    expect(new Set(match.body.goals.map((goal) => goal.id)).size).toBe(100);
  }, 120_000);

  it('an offline queue of 30 events sent twice leaves the same match as sent once', async () => {
    const matchId = fixture.matchIds[3] as string;
    await assign(matchId);
    const queue = [
      consoleEvent('start'),
      ...Array.from({ length: 28 }, (_, index) =>
        index % 7 === 6
          ? consoleEvent('card', { teamType: 'home', playerId: `c-${index}`, playerName: `Card ${index}`, cardType: 'yellow' })
          : consoleEvent('goal', { teamType: index % 2 ? 'home' : 'away', playerId: `g-${index}`, playerName: `Goal ${index}` }),
      ),
      consoleEvent('pause'),
    ];
    const once = await post(tokens.referee as string, matchId, queue);
    const twice = await post(tokens.referee as string, matchId, queue);
    expect(twice.body.results.every((result) => result.outcome === 'duplicate')).toBe(true);
    const { version: _v1, clock: _c1, ...first } = once.body.match;
    const { version: _v2, clock: _c2, ...second } = twice.body.match;
    expect(second).toEqual(first);
  });
});

describe('around the match', () => {
  it("a coach confirms their own team's score once; a second time and another team are refused", async () => {
    const coachUid = (JSON.parse(Buffer.from(tokens.coach?.split('.')[1] ?? '', 'base64url').toString()) as { sub: string }).sub;
    const team = await call<{ team: { teamId: string } }>('POST', '/api/teams', {
      token: tokens.admin,
      headers: DEMO_ORG_HEADERS,
      body: { name: `Coached ${Date.now()}`, age: 'u12', gender: 'male', coachUid },
    });
    expect(team.status).toBe(201);
    const coached = await createTournamentFixture(call, tokens.admin as string, { teamNames: ['Coached Side', 'Other Side'], teamIds: { 'Coached Side': team.body.team.teamId } });
    const matchId = coached.matchIds[0] as string;
    await assign(matchId, coached.tournamentId);
    await post(tokens.referee as string, matchId, [consoleEvent('start'), consoleEvent('complete')], coached.tournamentId);

    const path = `${matchPath(matchId, coached.tournamentId)}/confirmations`;
    const confirmed = await call<MatchView>('POST', path, { token: tokens.coach, body: { teamType: 'home' } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.scoreConfirmations).toEqual([expect.objectContaining({ coachName: demoAccount('coach').displayName, teamType: 'home', teamName: 'Coached Side' })]);
    expect(await call('POST', path, { token: tokens.coach, body: { teamType: 'home' } })).toEqual({
      status: 409,
      body: { error: 'already_confirmed', message: MESSAGES.alreadyConfirmed, messageId: 'spec.alreadyConfirmed' },
    });
    expect((await call('POST', path, { token: tokens.coach, body: { teamType: 'away' } })).status).toBe(403);
  }, 60_000);

  it("a coach lists their teams' matches, with what is left to confirm; nobody else's", async () => {
    const coachUid = (JSON.parse(Buffer.from(tokens.coach?.split('.')[1] ?? '', 'base64url').toString()) as { sub: string }).sub;
    const team = await call<{ team: { teamId: string } }>('POST', '/api/teams', {
      token: tokens.admin,
      headers: DEMO_ORG_HEADERS,
      body: { name: `Listed ${Date.now()}`, age: 'u12', gender: 'male', coachUid },
    });
    const listed = await createTournamentFixture(call, tokens.admin as string, { teamNames: ['Listed Side', 'Rival Side', 'Third Side'], teamIds: { 'Listed Side': team.body.team.teamId } });
    const [first, , last] = listed.matchIds as [string, string, string];
    await assign(first, listed.tournamentId);
    await post(tokens.referee as string, first, [consoleEvent('start'), consoleEvent('complete')], listed.tournamentId);

    const mine = await call<{ matches: MatchView[] }>('GET', '/api/matches/coached', { token: tokens.coach });
    expect(mine.status).toBe(200);
    const inThisTournament = mine.body.matches.filter((match) => match.tournamentId === listed.tournamentId);
    // Listed Side plays two of the three round-robin matches; the third (Rival v Third) is not theirs.
    expect(inThisTournament.map((match) => match.matchId).sort()).toEqual([first, listed.matchIds[1]].sort());
    expect(inThisTournament.find((match) => match.matchId === first)?.can.confirm).toEqual(['home']);
    expect(inThisTournament.some((match) => match.matchId === last)).toBe(false);

    await call('POST', `${matchPath(first, listed.tournamentId)}/confirmations`, { token: tokens.coach, body: { teamType: 'home' } });
    const after = await call<{ matches: MatchView[] }>('GET', '/api/matches/coached', { token: tokens.coach });
    expect(after.body.matches.find((match) => match.matchId === first && match.tournamentId === listed.tournamentId)?.can.confirm).toEqual([]);
    expect((await call('GET', '/api/matches/coached', { token: tokens.referee })).status).toBe(403);
  }, 60_000);

  it('a medic records an incident that the organizer reads and the public never sees', async () => {
    const matchId = fixture.matchIds[4] as string;
    const recorded = await call('POST', `${matchPath(matchId)}/incidents`, {
      token: tokens.medic,
      body: { teamType: 'away', playerName: 'Ana', minute: 12, injury: 'Ankle sprain', treatment: 'Ice', returnedToPlay: false },
    });
    expect(recorded.status).toBe(201);
    const read = await call<{ incidents: { injury: string }[] }>('GET', `${matchPath(matchId)}/incidents`, { token: tokens.admin });
    expect(read.body.incidents.map((incident) => incident.injury)).toEqual(['Ankle sprain']);
    expect((await call('GET', `${matchPath(matchId)}/incidents`)).status).toBe(401);
    expect((await call('GET', `${matchPath(matchId)}/incidents`, { token: tokens.referee })).status).toBe(403);
  });

  it('a match left running past its full time is completed by the sweep, and the table follows', async () => {
    const quick = await createTournamentFixture(call, tokens.admin as string, { teamNames: ['Quick A', 'Quick B'], durations: { firstHalfDuration: 1, breakDuration: 0, secondHalfDuration: 1 } });
    const matchId = quick.matchIds[0] as string;
    await assign(matchId, quick.tournamentId);
    await post(tokens.referee as string, matchId, [consoleEvent('start'), consoleEvent('goal', { teamType: 'away', playerId: 'q', playerName: 'Quick Scorer' })], quick.tournamentId);
    const completed = await until(
      async () => {
        const match = await call<MatchView>('GET', matchPath(matchId, quick.tournamentId), { token: tokens.admin });
        return match.body.status === 'completed' ? match.body : undefined;
      },
      'the sweep to complete the match',
      15_000,
    );
    expect(completed.awayScore).toBe(1);
    const rows = await until(async () => {
      const current = await table(quick.tournamentId);
      return current[0]?.MP === 1 ? current : undefined;
    });
    expect(rows[0]).toMatchObject({ team: 'Quick B', PTS: 3, position: 1 });
  }, 40_000);

  it('reset all matches empties every match and the table', async () => {
    const reset = await call<{ reset: number }>('POST', `/api/tournaments/${fixture.tournamentId}/matches/reset`, { token: tokens.admin, headers: DEMO_ORG_HEADERS });
    expect(reset.status).toBe(200);
    expect(reset.body.reset).toBeGreaterThan(0);
    const first = await call<MatchView>('GET', matchPath(fixture.matchIds[0] as string), { token: tokens.admin });
    expect(first.body).toMatchObject({ status: '', homeScore: 0, awayScore: 0, goals: [], cards: [], startedAt: null, completedAt: null });
    const rows = await until(async () => {
      const current = await table(fixture.tournamentId);
      return current.every((row) => row.MP === 0) ? current : undefined;
    });
    expect(rows.every((row) => row.PTS === 0)).toBe(true);
  });
});

describe('the standings consumer', () => {
  it('gives the same tables when every message arrives three times in shuffled order as with one ordered delivery', async () => {
    const league = await createTournamentFixture(call, tokens.admin as string, { teamNames: ['Alpha', 'Bravo', 'Charlie', 'Delta'] });
    const scores: [number, number][] = [
      [2, 1],
      [0, 0],
      [3, 3],
      [1, 4],
      [2, 0],
      [1, 1],
    ];
    for (const [index, matchId] of league.matchIds.entries()) {
      await assign(matchId, league.tournamentId);
      const [home, away] = scores[index] as [number, number];
      const goals = [
        ...Array.from({ length: home }, (_, n) => consoleEvent('goal', { teamType: 'home', playerId: `h${n}`, playerName: `Home ${n}` })),
        ...Array.from({ length: away }, (_, n) => consoleEvent('goal', { teamType: 'away', playerId: `a${n}`, playerName: `Away ${n}` })),
      ];
      await post(tokens.referee as string, matchId, [consoleEvent('start'), ...goals, consoleEvent('complete')], league.tournamentId);
    }
    const ordered = await until(async () => {
      const current = await table(league.tournamentId);
      return current.every((row) => row.MP === 3) ? current : undefined;
    });
    // Charlie and Alpha on 5 points, Charlie ahead on goal difference (+3 against +1).
    expect(ordered.map((row) => [row.team, row.PTS, row.GD, row.position])).toEqual([
      ['Charlie', 5, 3, 1],
      ['Alpha', 5, 1, 2],
      ['Bravo', 3, -2, 3],
      ['Delta', 2, -2, 4],
    ]);

    // Wipe the rows, then deliver every completion message three times in random order.
    const keys = await structure.teams(league.tournamentId);
    // Written as version 0 (over any version), so the replayed recomputes are not refused as older.
    await dynamoStandingsWriter(db).write(
      league.tournamentId,
      keys.map(({ teamKey }) => ({ teamKey, MP: 0, W: 0, D: 0, L: 0, GF: 0, GA: 0, GD: 0, PTS: 0, position: 0 })),
      { replacing: Number.MAX_SAFE_INTEGER, version: 0 },
    );
    expect((await table(league.tournamentId)).every((row) => row.MP === 0)).toBe(true);
    const sqs = new SQSClient({ useQueueUrlAsEndpoint: false });
    const messages = league.matchIds.flatMap((matchId) =>
      Array.from({ length: 3 }, () => JSON.stringify({ type: 'match-completed', tournamentId: league.tournamentId, division: league.division, matchId, sentAt: new Date().toISOString() })),
    );
    for (const body of messages.sort(() => Math.random() - 0.5)) await sqs.send(new SendMessageCommand({ QueueUrl: cloud.resources.matchEventsQueueUrl, MessageBody: body }));
    const replayed = await until(async () => {
      const current = await table(league.tournamentId);
      return JSON.stringify(current) === JSON.stringify(ordered) ? current : undefined;
    });
    expect(replayed).toEqual(ordered);
  }, 60_000);
});
