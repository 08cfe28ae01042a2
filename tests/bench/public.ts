/**
 * `npm run bench:public`: 500 concurrent clients read a published tournament's page data (the tournament
 * with its tables, and its matches) with autocannon; prints p50/p99 latency, requests/s and errors, next to
 * a bare Node http server answering the same JSON on the same machine in the same run (the floor). The
 * local cloud, the floor and autocannon each run in a process of their own, as server and clients would.
 * The reads go through the gateway's edge cache, as spectators' go through CloudFront;
 * `PITCHSIDE_EDGE_CACHE=off` measures the origin (every read reaches the function) instead.
 * Figures, not a pass/fail. Local cloud on its own ports (PITCHSIDE_PORT_OFFSET, default 750).
 */
import { fork } from 'node:child_process';
import autocannon from 'autocannon';
import { withBenchCloud } from './support/bench-cloud';
import { recordFigures } from './support/performance-doc';

const CONNECTIONS = 500;
const SECONDS = 10;
const TARGET_P99_MS = 100;

/** The floor: a bare Node http server in its own process, answering the JSON it is given. */
const FLOOR_SERVER = `
const body = process.argv[1];
const server = require('node:http').createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=5' });
  response.end(body);
});
server.listen(0, '127.0.0.1', () => process.send(server.address().port));
`;

async function load(url: string): Promise<autocannon.Result> {
  return autocannon({ url, connections: CONNECTIONS, duration: SECONDS, pipelining: 1 });
}

const figures = (result: autocannon.Result) => `${result.latency.p99} ms, ${Math.round(result.requests.average)} req/s, ${result.errors + result.non2xx} errors`;

function line(name: string, result: autocannon.Result): string {
  return `${name.padEnd(34)} p50 ${String(result.latency.p50).padStart(5)} ms   p99 ${String(result.latency.p99).padStart(5)} ms   ${Math.round(result.requests.average).toString().padStart(6)} req/s   errors ${result.errors + result.non2xx}`;
}

withBenchCloud('750', async ({ cloud, call, adminToken, refereeToken, refereeUid, org, fixtures }) => {
  const fixture = await fixtures.createTournamentFixture(call, adminToken, { name: 'Public Bench Cup' });
  for (const matchId of fixture.matchIds.slice(0, 3)) {
    await call('PUT', `/api/tournaments/${fixture.tournamentId}/matches/${matchId}/referee`, { token: adminToken, body: { refereeId: refereeUid } });
    await call('POST', `/api/tournaments/${fixture.tournamentId}/matches/${matchId}/events`, {
      token: refereeToken,
      body: {
        events: [
          { id: `s-${matchId}`, type: 'start', at: new Date().toISOString() },
          { id: `c-${matchId}`, type: 'complete', at: new Date().toISOString() },
        ],
      },
    });
  }
  await call('POST', `/api/tournaments/${fixture.tournamentId}/publish`, { token: adminToken, headers: org });
  const tournamentUrl = `${cloud.url}/api/public/tournaments/${fixture.tournamentId}`;
  const matchesUrl = `${tournamentUrl}/matches`;
  const body = await (await fetch(tournamentUrl)).text();

  const floor = fork('-e', [FLOOR_SERVER, body], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const floorPort = await new Promise<number>((resolve) => floor.once('message', (port) => resolve(port as number)));
  const floorUrl = `http://127.0.0.1:${floorPort}/`;

  const edge = process.env.PITCHSIDE_EDGE_CACHE === 'off' ? 'edge cache off: every request reaches the function' : 'through the edge cache, as through CloudFront';
  console.log(`${CONNECTIONS} connections, ${SECONDS} s each (${edge})…`);
  const floorResult = await load(floorUrl);
  const tournamentResult = await load(tournamentUrl);
  const matchesResult = await load(matchesUrl);
  floor.kill();
  console.log('');
  console.log(line('floor: bare Node http, same JSON', floorResult));
  console.log(line('GET /api/public/tournaments/{id}', tournamentResult));
  console.log(line('GET …/{id}/matches', matchesResult));
  console.log(`(target: p99 ≤ ${TARGET_P99_MS} ms, 0 errors)`);
  // The target is for reads through the edge; a run with the cache off measures the origin alone and is not recorded.
  if (process.env.PITCHSIDE_EDGE_CACHE !== 'off')
    recordFigures('public', [
      { measure: 'floor: bare Node http, same JSON (p99, req/s)', current: figures(floorResult), target: '—' },
      ...[['GET /api/public/tournaments/{id} through the edge (p99, req/s)', tournamentResult] as const, ['GET …/{id}/matches through the edge (p99, req/s)', matchesResult] as const].map(
        ([measure, result]) => ({ measure, current: figures(result), target: `p99 ≤ ${TARGET_P99_MS} ms, 0 errors`, met: result.latency.p99 <= TARGET_P99_MS && result.errors + result.non2xx === 0 }),
      ),
    ]);
}).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
