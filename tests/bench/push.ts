/**
 * `npm run bench:push [-- --spectators N]`: 500 (or N) spectator sockets follow one match of a published tournament; a referee posts
 * 100 goals (after 10 not counted, to warm the containers up); prints p50/p95/p99 from the goal API call
 * starting to each socket receiving that score.
 * Figures, not a pass/fail. Local cloud on its own ports (PITCHSIDE_PORT_OFFSET, default 700).
 */
import WebSocket from 'ws';
import { ms, percentile, withBenchCloud } from './support/bench-cloud';
import { recordFigures } from './support/performance-doc';
import { cpuBetween, describeCpu, snapshotCpu } from './support/process-cpu';

/** `--spectators N` (1–20,000): the crowd on the one match; 500 by default. */
function spectatorsFromArgs(args: readonly string[]): number {
  const at = args.indexOf('--spectators');
  if (at === -1) return 500;
  const value = Number(args[at + 1]);
  if (!Number.isInteger(value) || value < 1 || value > 20_000) throw new Error('--spectators takes a whole number from 1 to 20000');
  return value;
}
const SPECTATORS = spectatorsFromArgs(process.argv.slice(2));
const GOALS = 100;
/** Goals posted first and not counted: the containers' first calls (module loading, JIT, new sockets) are not the steady state. */
const WARM_UP_GOALS = 10;
const TARGET_P95_MS = 250;

withBenchCloud('700', async ({ cloud, call, adminToken, refereeToken, refereeUid, org, fixtures }) => {
  const fixture = await fixtures.createTournamentFixture(call, adminToken, { name: 'Push Bench Cup', teamNames: ['Home Side', 'Away Side'] });
  const [matchId] = fixture.matchIds as [string];
  await call('PUT', `/api/tournaments/${fixture.tournamentId}/matches/${matchId}/referee`, { token: adminToken, body: { refereeId: refereeUid } });
  await call('POST', `/api/tournaments/${fixture.tournamentId}/publish`, { token: adminToken, headers: org });

  console.log(`Opening ${SPECTATORS} spectator sockets…`);
  const topic = `match:${fixture.tournamentId}:${matchId}`;
  const received = new Map<number, number[]>();
  const sockets = await Promise.all(
    Array.from(
      { length: SPECTATORS },
      () =>
        new Promise<WebSocket>((resolve, reject) => {
          const socket = new WebSocket(`${cloud.url.replace('http', 'ws')}/ws`);
          socket.on('message', (data) => {
            const message = JSON.parse(data.toString()) as { kind?: string; match?: { homeScore: number | null } };
            if (message.kind === 'match' && typeof message.match?.homeScore === 'number') {
              const list = received.get(message.match.homeScore) ?? [];
              list.push(performance.now());
              received.set(message.match.homeScore, list);
            }
          });
          socket.once('open', () => {
            socket.send(JSON.stringify({ action: 'subscribe', topics: [topic] }));
            socket.once('message', () => resolve(socket));
          });
          socket.once('error', reject);
        }),
    ),
  );

  const path = `/api/tournaments/${fixture.tournamentId}/matches/${matchId}/events`;
  const event = (type: string, extra: Record<string, unknown> = {}) => ({ id: `${type}-${Math.random().toString(36).slice(2)}`, type, at: new Date().toISOString(), ...extra });
  await call('POST', path, { token: refereeToken, body: { events: [event('start')] } });
  const latencies: number[] = [];
  const apiTimes: number[] = [];
  /** Posts goal number `goal` and waits until every socket has it (or 10 s); returns the API time and each delivery's time. */
  const postGoal = async (goal: number) => {
    const started = performance.now();
    await call('POST', path, { token: refereeToken, body: { events: [event('goal', { teamType: 'home', playerId: `p${goal}`, playerName: `Scorer ${goal}` })] } });
    const api = performance.now() - started;
    const deadline = performance.now() + 10_000;
    while ((received.get(goal)?.length ?? 0) < SPECTATORS && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 2));
    return { api, deliveries: (received.get(goal) ?? []).map((at) => at - started) };
  };
  for (let goal = 1; goal <= WARM_UP_GOALS; goal += 1) await postGoal(goal);
  const cpuBefore = snapshotCpu();
  for (let goal = WARM_UP_GOALS + 1; goal <= WARM_UP_GOALS + GOALS; goal += 1) {
    const { api, deliveries } = await postGoal(goal);
    apiTimes.push(api);
    latencies.push(...deliveries);
  }
  const cpu = cpuBetween(cpuBefore, snapshotCpu(), GOALS);
  // The local gateway runs each socket's $disconnect before the cloud stops (its close waits for them).
  for (const socket of sockets) socket.close();
  const expected = SPECTATORS * GOALS;
  console.log('');
  console.log(`Goal API call → each of ${SPECTATORS} sockets receiving the score (${latencies.length} of ${expected} deliveries):`);
  console.log(`  p50 ${ms(percentile(latencies, 50))}   p95 ${ms(percentile(latencies, 95))}   p99 ${ms(percentile(latencies, 99))}   (target p95 ≤ ${TARGET_P95_MS} ms)`);
  console.log(`Goal API call itself: p50 ${ms(percentile(apiTimes, 50))}   p95 ${ms(percentile(apiTimes, 95))}`);
  console.log(describeCpu(cpu, `per goal (${SPECTATORS} pushes), by process`));
  const p95 = percentile(latencies, 95);
  recordFigures('push', [
    { measure: `goal API call → each of ${SPECTATORS} sockets, p95`, current: ms(p95), target: `≤ ${TARGET_P95_MS} ms`, met: p95 <= TARGET_P95_MS },
    { measure: 'goal API call → each socket, p50 / p99', current: `${ms(percentile(latencies, 50))} / ${ms(percentile(latencies, 99))}`, target: '—' },
    { measure: 'deliveries received', current: `${latencies.length} of ${expected}`, target: 'all', met: latencies.length === expected },
    { measure: 'the goal API call itself, p50 / p95', current: `${ms(percentile(apiTimes, 50))} / ${ms(percentile(apiTimes, 95))}`, target: '—' },
  ]);
}).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
