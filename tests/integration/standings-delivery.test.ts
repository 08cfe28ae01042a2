import fc from 'fast-check';
import { systemClock } from '@pitchside/core';
import { createDatabase, dynamoMatchRepository, dynamoPublicReadRepository, dynamoTournamentRepository, dynamoTournamentStructureRepository, type MatchRecord } from '@pitchside/core/data';
import { dynamoMatchLiveRepository } from '../../services/matches/src/adapters/match-live';
import { dynamoStandingsWriter } from '../../services/standings/src/adapters/standings-writer';
import { laggingIndexReads } from '../support/lagging-index-reads';
import { dynamo, type LiveNotifier } from '@pitchside/core/aws';
import { dynamoKnockoutSlotWriter } from '../../services/standings/src/adapters/knockout-slots';
import { computeStandings, computeStatistics, type Goal, type LiveUpdate, type MatchEventsMessage } from '@pitchside/shared';
import { demoAccount } from '../../infra/local/demo-accounts';
import { recomputeStandings, type StandingsPorts } from '../../services/standings/src/use-cases/recompute-standings';
import { apiClient } from '../support/api-client';
import { localCloudHandle } from '../support/local-cloud-handle';
import { signIn } from '../support/sign-in';
import { createTournamentFixture } from '../support/tournament-fixture';

/**
 * The standings consumer as AWS runs it (docs/delivery.md): several invocations of one division at
 * once, messages repeated and reordered, index reads behind the base table. Real DynamoDB Local, the
 * consumer's real use case; only the order in which its reads and writes complete is chosen by the test.
 */
const cloud = localCloudHandle();
const call = apiClient(cloud);
const db = createDatabase(cloud.resources.tableName, dynamo());
const structure = dynamoTournamentStructureRepository(db);
const matchRepository = dynamoMatchRepository(db);
const live = dynamoMatchLiveRepository(db);
let adminToken = '';

beforeAll(async () => {
  const admin = demoAccount('admin');
  adminToken = (await signIn(cloud, admin.email, admin.password)).idToken;
});

/** What the spectators were sent, per division, in the order sent. */
function recordingNotifier(sent: LiveUpdate[]): LiveNotifier {
  return {
    async notify(topics, update) {
      for (const topic of topics) sent.push(await update(topic));
      return { sent: topics.length, gone: 0 };
    },
  };
}

function ports(sent: LiveUpdate[], overrides: Partial<StandingsPorts> = {}): StandingsPorts {
  const publicReads = dynamoPublicReadRepository(db);
  return {
    tournaments: dynamoTournamentRepository(db),
    structure,
    matches: matchRepository,
    standings: dynamoStandingsWriter(db),
    notifier: recordingNotifier(sent),
    hiddenAges: (tournamentId) => publicReads.hiddenAges(tournamentId),
    // The knockout's announcements go to the topic in the consumer; none of these groups has a knockout.
    publisher: { publish: async () => undefined },
    clock: systemClock,
    knockout: dynamoKnockoutSlotWriter(db),
    ...overrides,
  };
}

let eventSequence = 0;
/** A result as the referee's console writes it: the match and its audit row, conditioned on the version read. */
async function writeResult(tournamentId: string, matchId: string, homeScore: number, awayScore: number): Promise<MatchRecord> {
  const current = await matchRepository.get(tournamentId, matchId);
  if (!current) throw new Error('match missing');
  const at = new Date().toISOString();
  const goals: Goal[] = [
    ...Array.from({ length: homeScore }, (_, n) => ({
      id: `g-${matchId}-${current.version}-h${n}`,
      playerId: `h${n}`,
      playerName: `Home scorer ${n}`,
      teamType: 'home' as const,
      matchTime: 10 + n,
      timestamp: at,
    })),
    ...Array.from({ length: awayScore }, (_, n) => ({
      id: `g-${matchId}-${current.version}-a${n}`,
      playerId: `a${n}`,
      playerName: `Away scorer ${n}`,
      teamType: 'away' as const,
      matchTime: 20 + n,
      timestamp: at,
    })),
  ];
  eventSequence += 1;
  const next = { ...current, status: 'completed' as const, homeScore, awayScore, goals, startedAt: current.startedAt ?? at, completedAt: at };
  const written = await live.commitEvent({
    match: current,
    next,
    event: { id: `e-${eventSequence}-${Date.now()}`, type: 'complete', at },
    by: { uid: 'referee-test', name: 'Referee' },
    recordedAt: at,
  });
  if (!written) throw new Error('result not written');
  return { ...next, version: current.version + 1 };
}

async function table(tournamentId: string) {
  return (await structure.teams(tournamentId))
    .map(({ teamKey, MP, W, D, L, GF, GA, GD, PTS, position }) => ({ teamKey, MP, W, D, L, GF, GA, GD, PTS, position }))
    .sort((a, b) => a.teamKey.localeCompare(b.teamKey));
}

/** The table in-order delivery gives: computed once from every final result. */
async function expectedTable(tournamentId: string) {
  const matches = await matchRepository.listByTournament(tournamentId);
  const teams = await structure.teams(tournamentId);
  const keyed = matches.map((match) => ({ ...match, homeTeam: match.homeTeamKey ?? '', awayTeam: match.awayTeamKey ?? '' }));
  return computeStandings(keyed, { teams: teams.map((team) => team.teamKey) })
    .map(({ team, MP, W, D, L, GF, GA, GD, PTS, position }) => ({ teamKey: team, MP, W, D, L, GF, GA, GD, PTS, position }))
    .sort((a, b) => a.teamKey.localeCompare(b.teamKey));
}

const completed = (tournamentId: string, division: string, matchId: string): MatchEventsMessage => ({ type: 'match-completed', tournamentId, division, matchId, sentAt: new Date().toISOString() });

/** Versions of the 'standings' pushes in the order a phone receives them, and whether it ever had to drop one. */
function standingsVersions(sent: readonly LiveUpdate[]): number[] {
  return sent.flatMap((update) => (update.kind === 'standings' && update.topic.startsWith('division:') && update.version !== undefined ? [update.version] : []));
}

describe('standings under concurrent, repeated, reordered delivery with lagging index reads', () => {
  it('two overlapping recomputes of one division: the older one writing last leaves the newer table', async () => {
    const fixture = await createTournamentFixture(call, adminToken, { name: `Overlap Cup ${Date.now()}`, published: true });
    const [first, second] = fixture.matchIds as [string, string];
    await writeResult(fixture.tournamentId, first, 2, 0);

    // Recompute A reads the division (one result) and is held before it writes.
    let releaseA: () => void = () => undefined;
    let aRead: () => void = () => undefined;
    const aHasRead = new Promise<void>((resolve) => {
      aRead = resolve;
    });
    const held = new Promise<void>((resolve) => {
      releaseA = resolve;
    });
    const writer = dynamoStandingsWriter(db);
    const sentA: LiveUpdate[] = [];
    const slowA = recomputeStandings(
      ports(sentA, {
        standings: {
          ...writer,
          write: async (...args) => {
            aRead();
            await held;
            return writer.write(...args);
          },
        },
      }),
      completed(fixture.tournamentId, fixture.division, first),
    );
    await aHasRead;

    // Meanwhile the second result lands and recompute B runs to the end.
    await writeResult(fixture.tournamentId, second, 3, 1);
    const sentB: LiveUpdate[] = [];
    await recomputeStandings(ports(sentB), completed(fixture.tournamentId, fixture.division, second));
    const newer = await table(fixture.tournamentId);
    expect(newer.reduce((sum, row) => sum + row.MP, 0)).toBe(4);

    // A writes last, from older data: refused; it reads again and writes the same newer table.
    releaseA();
    await slowA;
    expect(await table(fixture.tournamentId)).toEqual(newer);
    expect(await table(fixture.tournamentId)).toEqual(await expectedTable(fixture.tournamentId));
    // No push ever carried the older table after the newer one.
    expect(standingsVersions([...sentB, ...sentA]).every((version, index, all) => index === 0 || version >= (all[index - 1] as number))).toBe(true);
  }, 60_000);

  it("a draft's table is written but reaches no spectator: a draft is private until it is published", async () => {
    const fixture = await createTournamentFixture(call, adminToken, { name: `Draft Cup ${Date.now()}` });
    const matchId = fixture.matchIds[0] as string;
    await writeResult(fixture.tournamentId, matchId, 2, 1);
    const sent: LiveUpdate[] = [];
    await recomputeStandings(ports(sent), completed(fixture.tournamentId, fixture.division, matchId));
    expect(await table(fixture.tournamentId)).toEqual(await expectedTable(fixture.tournamentId));
    expect(sent).toEqual([]);
  }, 60_000);

  it('a lagging index read cannot hide the result that triggered the recompute', async () => {
    const fixture = await createTournamentFixture(call, adminToken, { name: `Lag Cup ${Date.now()}`, published: true });
    const matchId = fixture.matchIds[0] as string;
    const lagging = laggingIndexReads(matchRepository, { stale: () => true, pick: () => 0 });
    await lagging.listByTournament(fixture.tournamentId, fixture.division); // the index has seen the fixtures before the result
    await writeResult(fixture.tournamentId, matchId, 1, 0);
    expect((await lagging.listByTournament(fixture.tournamentId, fixture.division)).find((match) => match.matchId === matchId)?.status).toBe('');
    await recomputeStandings(ports([], { matches: lagging }), completed(fixture.tournamentId, fixture.division, matchId));
    expect(await table(fixture.tournamentId)).toEqual(await expectedTable(fixture.tournamentId));
  }, 60_000);

  it('any interleaving of a whole group stage (duplicates, reorderings, overlaps, lagging index reads) ends as in-order delivery does', async () => {
    const fixture = await createTournamentFixture(call, adminToken, { name: `Chaos Cup ${Date.now()}`, published: true });
    const score = fc.integer({ min: 0, max: 3 });
    // Each match's result, then maybe a corrected score; how often each message is delivered; the index's lag.
    const plan = fc.record({
      results: fc.array(fc.tuple(score, score), { minLength: fixture.matchIds.length, maxLength: fixture.matchIds.length }),
      corrections: fc.array(fc.tuple(fc.nat({ max: fixture.matchIds.length - 1 }), score, score), { maxLength: 3 }),
      copies: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: fixture.matchIds.length + 3, maxLength: fixture.matchIds.length + 3 }),
      lag: fc.array(fc.boolean(), { minLength: 64, maxLength: 64 }),
    });
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), plan, async (s, { results, corrections, copies, lag }) => {
        run += 1;
        // Every run starts from fixtures with no result: a fresh copy of the group in its own tournament.
        const own = run === 1 ? fixture : await createTournamentFixture(call, adminToken, { name: `Chaos Cup ${Date.now()}-${run}`, published: true });
        const sent: LiveUpdate[] = [];
        let lagIndex = 0;
        const lagging = laggingIndexReads(matchRepository, { stale: () => lag[lagIndex++ % lag.length] === true });
        const scheduled: StandingsPorts = ports(sent, {
          matches: { get: s.scheduleFunction(lagging.get), listByTournament: s.scheduleFunction(lagging.listByTournament), getCurrent: s.scheduleFunction(lagging.getCurrent) },
          standings: (() => {
            const writer = dynamoStandingsWriter(db);
            return { write: s.scheduleFunction(writer.write), storedVersion: s.scheduleFunction(writer.storedVersion) };
          })(),
        });
        const writes = [
          ...results.map(([home, away], index) => ({ matchId: own.matchIds[index] as string, home, away })),
          ...corrections.map(([index, home, away]) => ({ matchId: own.matchIds[index] as string, home, away })),
        ];
        const consumers: Promise<unknown>[] = [];
        const api = (async () => {
          for (const [index, write] of writes.entries()) {
            await s.schedule(Promise.resolve(), `result ${index}`);
            await writeResult(own.tournamentId, write.matchId, write.home, write.away);
            for (let copy = 0; copy < (copies[index] ?? 1); copy++) consumers.push(recomputeStandings(scheduled, completed(own.tournamentId, own.division, write.matchId)));
          }
        })();
        await s.waitFor(
          api.then(async () => {
            for (let done = 0; done < consumers.length; done = consumers.length) await Promise.all(consumers.slice(done));
          }),
        );

        expect(await table(own.tournamentId)).toEqual(await expectedTable(own.tournamentId));
        // The pushes a phone receives never go back to an older table.
        const versions = standingsVersions(sent);
        const shown = versions.reduce<number[]>((kept, version) => (kept.length === 0 || version > (kept[kept.length - 1] as number) ? [...kept, version] : kept), []);
        const final = sent.filter((update): update is Extract<LiveUpdate, { kind: 'standings' }> => update.kind === 'standings' && update.version === shown[shown.length - 1]).at(-1);
        const pushedRows = (final?.brackets ?? [])
          .flatMap((bracket) => bracket.table ?? [])
          .map(({ teamKey, MP, W, D, L, GF, GA, GD, PTS, position }) => ({ teamKey, MP, W, D, L, GF, GA, GD, PTS, position }))
          .sort((a, b) => a.teamKey.localeCompare(b.teamKey));
        expect(pushedRows).toEqual(await expectedTable(own.tournamentId));
        // Scorers and the audit are the API's writes alone: one audit row per result, the goals of the last one.
        const matches = await matchRepository.listByTournament(own.tournamentId);
        const audit = (await Promise.all(matches.map((match) => live.events(own.tournamentId, match.matchId)))).flat();
        expect(audit).toHaveLength(writes.length);
        const lastScore = new Map(writes.map((write) => [write.matchId, write.home + write.away]));
        expect(computeStatistics(matches).totalGoals).toBe([...lastScore.values()].reduce((sum, goals) => sum + goals, 0));
      }),
      { numRuns: 12, endOnFailure: true },
    );
  }, 300_000);
});
