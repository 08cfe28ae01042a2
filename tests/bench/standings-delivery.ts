/**
 * `npm run bench:standings-delivery`: the standings path under AWS's delivery (docs/delivery.md), on a
 * local cloud started with the queue chaos switch on (four batches at once, shuffled, redelivered, index
 * reads lagging). Figures, not a pass/fail; local cloud on its own ports (PITCHSIDE_PORT_OFFSET, default 750).
 *
 * 1. Event → table: group stages of several divisions played as fast as the API takes them (all divisions
 *    at once); for each result, the time from the complete call returning to the team's row being written.
 *    At the end every table is compared with one computed from the final results.
 * 2. Complete → table on an open page, while a crowd reads the same tournament through the edge cache
 *    (keeping its copy warm): one spectator socket follows the division, as the page does. Printed: the
 *    time until the pushed tables show the result (what the page now shows, no refetch), and for
 *    comparison the time until a refetch through the edge cache would have shown it (the old design).
 */
import WebSocket from 'ws';
import { ms, percentile, withBenchCloud } from './support/bench-cloud';
import { recordFigures } from './support/performance-doc';

process.env.PITCHSIDE_SQS_CHAOS ??= '1';
const DIVISIONS = 4;
const TEAMS = ['North', 'South', 'East', 'West', 'Central'];
const CROWD = 50;
const TARGET_P95_MS = 1000;

withBenchCloud('750', async ({ cloud, handle, call, adminToken, refereeToken, refereeUid, org, fixtures }) => {
  const [data, { dynamo }] = await Promise.all([import('@pitchside/core/data'), import('@pitchside/core/aws')]);
  const { computeStandings } = await import('@pitchside/shared');
  const db = data.createDatabase(handle.resources.tableName, dynamo());
  const structure = data.dynamoTournamentStructureRepository(db);
  const matchRepository = data.dynamoMatchRepository(db);
  console.log(`Queue chaos: ${process.env.PITCHSIDE_SQS_CHAOS === '1' ? 'on (4 batches at once, shuffled, redelivered, lagging index reads)' : 'off'}`);

  const cups = [];
  for (let d = 0; d < DIVISIONS; d += 1) {
    const fixture = await fixtures.createTournamentFixture(call, adminToken, { name: `Delivery Bench ${d}`, teamNames: TEAMS.map((team) => `${team} ${d}`) });
    for (const matchId of fixture.matchIds) await call('PUT', `/api/tournaments/${fixture.tournamentId}/matches/${matchId}/referee`, { token: adminToken, body: { refereeId: refereeUid } });
    await call('POST', `/api/tournaments/${fixture.tournamentId}/publish`, { token: adminToken, headers: org });
    cups.push(fixture);
  }
  const event = (type: string, extra: Record<string, unknown> = {}) => ({ id: `${type}-${Math.random().toString(36).slice(2)}`, type, at: new Date().toISOString(), ...extra });
  const post = (tournamentId: string, matchId: string, events: unknown[]) => call('POST', `/api/tournaments/${tournamentId}/matches/${matchId}/events`, { token: refereeToken, body: { events } });
  const played = async (tournamentId: string, teamKey: string) => (await structure.getTeam(tournamentId, teamKey))?.MP ?? 0;

  // 1. Every division's group stage at once, each result as soon as the last one's table shows it.
  const eventToTable: number[] = [];
  await Promise.all(
    cups.slice(0, DIVISIONS - 1).map(async (cup) => {
      for (const [index, matchId] of cup.matchIds.entries()) {
        const match = await matchRepository.get(cup.tournamentId, matchId);
        const home = match?.homeTeamKey ?? '';
        const before = await played(cup.tournamentId, home);
        const goals = Array.from({ length: index % 3 }, (_, n) => event('goal', { teamType: n % 2 ? 'away' : 'home', playerId: `p${n}`, playerName: `Scorer ${n}` }));
        await post(cup.tournamentId, matchId, [event('start'), ...goals]);
        const started = performance.now();
        await post(cup.tournamentId, matchId, [event('complete')]);
        const returned = performance.now();
        while ((await played(cup.tournamentId, home)) <= before) {
          if (performance.now() - started > 30_000) throw new Error('A table never showed its result');
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
        eventToTable.push(performance.now() - returned);
      }
    }),
  );
  // Let redeliveries and stragglers finish, then check every table against the final results.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  let wrong = 0;
  for (const cup of cups.slice(0, DIVISIONS - 1)) {
    const matches = await matchRepository.listByTournament(cup.tournamentId);
    const teams = await structure.teams(cup.tournamentId);
    const expected = computeStandings(
      matches.map((m) => ({ ...m, homeTeam: m.homeTeamKey ?? '', awayTeam: m.awayTeamKey ?? '' })),
      { teams: teams.map((team) => team.teamKey) },
    );
    for (const row of expected) {
      const stored = teams.find((team) => team.teamKey === row.team);
      if (!stored || stored.MP !== row.MP || stored.PTS !== row.PTS || stored.GD !== row.GD || stored.position !== row.position) wrong += 1;
    }
  }
  console.log('');
  console.log(`Event → table with queue chaos ${process.env.PITCHSIDE_SQS_CHAOS === '1' ? 'on' : 'off'} (${eventToTable.length} results, ${DIVISIONS - 1} divisions played at once):`);
  console.log(`  p50 ${ms(percentile(eventToTable, 50))}   p95 ${ms(percentile(eventToTable, 95))}   p99 ${ms(percentile(eventToTable, 99))}   (target p95 ≤ ${TARGET_P95_MS} ms)`);
  console.log(`  tables checked against the final results: ${wrong === 0 ? 'every row right' : `${wrong} rows wrong`}`);

  // 2. An open page with a crowd reading the same tournament through the edge cache.
  const cup = cups[DIVISIONS - 1] as (typeof cups)[number];
  let crowdReads = 0;
  let crowding = true;
  const publicPath = `${cloud.url}/api/public/tournaments/${cup.tournamentId}`;
  const crowd = Array.from({ length: CROWD }, async () => {
    while (crowding) {
      await fetch(publicPath)
        .then((answer) => answer.arrayBuffer())
        .catch(() => undefined);
      crowdReads += 1;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  type Pushed = { kind?: string; division?: string; brackets?: { table: { teamKey: string; MP: number }[] | null }[] };
  const pushes: { at: number; message: Pushed }[] = [];
  const socket = await new Promise<WebSocket>((resolve, reject) => {
    const ws = new WebSocket(`${cloud.url.replace('http', 'ws')}/ws`);
    ws.on('message', (data) => pushes.push({ at: performance.now(), message: JSON.parse(data.toString()) as Pushed }));
    ws.once('open', () => {
      ws.send(JSON.stringify({ action: 'subscribe', topics: [`division:${cup.tournamentId}:${cup.division}`] }));
      setTimeout(() => resolve(ws), 300);
    });
    ws.once('error', reject);
  });
  const pushedMP = (message: Pushed, teamKey: string) => (message.brackets ?? []).flatMap((bracket) => bracket.table ?? []).find((row) => row.teamKey === teamKey)?.MP ?? -1;
  const edgeMP = async (teamKey: string) => {
    const body = (await (await fetch(publicPath)).json()) as { divisions: { brackets: { table: { teamKey: string; MP: number }[] | null }[] }[] };
    return body.divisions.flatMap((division) => division.brackets.flatMap((bracket) => bracket.table ?? [])).find((row) => row.teamKey === teamKey)?.MP ?? -1;
  };
  const onPage: number[] = [];
  const byRefetch: number[] = [];
  for (const matchId of cup.matchIds) {
    const match = await matchRepository.get(cup.tournamentId, matchId);
    const home = match?.homeTeamKey ?? '';
    const before = await played(cup.tournamentId, home);
    await post(cup.tournamentId, matchId, [event('start'), event('goal', { teamType: 'home', playerId: 'x', playerName: 'Scorer' })]);
    const from = pushes.length;
    const started = performance.now();
    await post(cup.tournamentId, matchId, [event('complete')]);
    let shown: number | undefined;
    let refetched: number | undefined;
    while (shown === undefined || refetched === undefined) {
      if (shown === undefined) {
        const push = pushes.slice(from).find((candidate) => candidate.message.kind === 'standings' && pushedMP(candidate.message, home) > before);
        if (push) shown = push.at - started;
      }
      if (refetched === undefined && shown !== undefined && (await edgeMP(home)) > before) refetched = performance.now() - started;
      if (performance.now() - started > 15_000) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    if (shown !== undefined) onPage.push(shown);
    if (refetched !== undefined) byRefetch.push(refetched);
  }
  crowding = false;
  await Promise.all(crowd);
  socket.close();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  console.log('');
  console.log(`Complete → table on an open page, ${CROWD} readers keeping the edge copy warm (${crowdReads} crowd reads; ${onPage.length} results):`);
  console.log(`  tables in the push (the page now): p50 ${ms(percentile(onPage, 50))}   p95 ${ms(percentile(onPage, 95))}   max ${ms(Math.max(...onPage))}   (target p95 ≤ ${TARGET_P95_MS} ms)`);
  console.log(`  a refetch through the edge cache (the old design): p50 ${ms(percentile(byRefetch, 50))}   p95 ${ms(percentile(byRefetch, 95))}   max ${ms(Math.max(...byRefetch))}`);
  const chaos = process.env.PITCHSIDE_SQS_CHAOS === '1' ? 'on' : 'off';
  const onPageP95 = percentile(onPage, 95);
  recordFigures('standings-delivery', [
    {
      measure: `complete → table on an open page, tables in the push (${CROWD} readers; chaos ${chaos}), p95`,
      current: ms(onPageP95),
      target: `≤ ${TARGET_P95_MS} ms`,
      met: onPageP95 <= TARGET_P95_MS,
    },
    { measure: `event → table written (${eventToTable.length} results; chaos ${chaos}), p50 / p95`, current: `${ms(percentile(eventToTable, 50))} / ${ms(percentile(eventToTable, 95))}`, target: '—' },
    { measure: 'same results, seen by a refetch through the edge cache, p95', current: ms(percentile(byRefetch, 95)), target: '—' },
    { measure: 'table rows wrong after the run', current: String(wrong), target: '0', met: wrong === 0 },
  ]);
}).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
