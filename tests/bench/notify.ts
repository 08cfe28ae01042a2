/**
 * `npm run bench:notify`: 10,000 phones follow one team of a published tournament; the referee scores; prints
 * p50/p95/p99 from the goal API call starting to each push arriving at the push-service emulator, how many
 * arrived (none may be lost), CPU per push by process, and the machine's load average (the figures are only
 * as quiet as the machine). The pushes are real: encrypted per phone
 * (aes128gcm, each phone its own keys) with a VAPID token, through the notifications queue and sender.
 * Figures, not a pass/fail. Local cloud on its own ports (PITCHSIDE_PORT_OFFSET, default 800).
 */
import { createECDH, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { pushTopics, teamKey } from '@pitchside/shared';
import { createDatabase } from '@pitchside/core/data';
import { pushSubscriptionId } from '../../services/notifications/src/adapters/push-follows';
import { dynamo } from '@pitchside/core/aws';
import { ms, percentile, withBenchCloud } from './support/bench-cloud';
import { recordFigures } from './support/performance-doc';
import { cpuBetween, describeCpu, snapshotCpu } from './support/process-cpu';

const FOLLOWERS = Number(process.env.BENCH_FOLLOWERS ?? 10_000);
const TARGET_P95_MS = 2000;

withBenchCloud('800', async ({ cloud, call, adminToken, refereeToken, refereeUid, org, fixtures }) => {
  const fixture = await fixtures.createTournamentFixture(call, adminToken, { name: 'Notify Bench Cup', teamNames: ['Home Side', 'Away Side'] });
  const [matchId] = fixture.matchIds as [string];
  await call('PUT', `/api/tournaments/${fixture.tournamentId}/matches/${matchId}/referee`, { token: adminToken, body: { refereeId: refereeUid } });
  await call('POST', `/api/tournaments/${fixture.tournamentId}/publish`, { token: adminToken, headers: org });

  // The follows are written straight to the table (as 10,000 follow calls would leave them): the bench
  // measures the fan-out, not the public write route's throttle.
  const run = `bench${Date.now()}`;
  const topic = pushTopics.follow(fixture.tournamentId, 'team', teamKey('Home Side'));
  const expiresAt = Math.floor(Date.now() / 1000) + 2 * 86400;
  console.log(`Writing ${FOLLOWERS} follows of Home Side, each with its own P-256 keys…`);
  const rows = Array.from({ length: FOLLOWERS }, (_, index) => {
    const ecdh = createECDH('prime256v1');
    const endpoint = `${cloud.pushServiceOrigin}/push/${run}-${index}`;
    return {
      topic,
      subscriptionId: pushSubscriptionId(endpoint),
      tournamentId: fixture.tournamentId,
      endpoint,
      p256dh: ecdh.generateKeys().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
      kinds: ['goal', 'kickoff'],
      expiresAt,
    };
  });
  const db = createDatabase(cloud.resources.tableName, dynamo());
  const writeStarted = performance.now();
  await db.entities.pushFollow.put(rows).go({ concurrency: 4 });
  console.log(`  written in ${ms(performance.now() - writeStarted)}`);

  const path = `/api/tournaments/${fixture.tournamentId}/matches/${matchId}/events`;
  const event = (type: string, extra: Record<string, unknown> = {}) => ({ id: `${type}-${Math.random().toString(36).slice(2)}`, type, at: new Date().toISOString(), ...extra });
  // The count is polled (cheap); the arrival times are read once at the end. The emulator stamps each
  // push as it arrives, so how often this polls changes nothing in the figures.
  // Phones reached since a moment, each counted once (a duplicate push is reported apart).
  const arrived = async (since = 0) => ((await (await fetch(`${cloud.pushServiceOrigin}/stats?prefix=${run}-&since=${since}`)).json()) as { count: number }).count;
  const arrivals = async (since: number) =>
    (await (await fetch(`${cloud.pushServiceOrigin}/stats?prefix=${run}-&since=${since}&arrivals`)).json()) as { count: number; arrivals: number[]; duplicates: number };

  // Kick-off first, not counted: the sender's container loads and its connections open, as the first push of a day would.
  await call('POST', path, { token: refereeToken, body: { events: [event('start')] } });
  for (let seen = 0, deadline = Date.now() + 180_000; seen < FOLLOWERS && Date.now() < deadline; seen = await arrived()) await new Promise((resolve) => setTimeout(resolve, 200));
  // Until the kick-off's pushes have stopped arriving, so none of them is taken for the goal's.
  for (let last = -1, now = await arrived(); now !== last; last = now, now = (await new Promise((resolve) => setTimeout(resolve, 2000)), await arrived()));
  console.log(`Warm-up (kick-off): ${await arrived()} of ${FOLLOWERS} phones reached.`);

  const loadBefore = loadavg();
  const cpuBefore = snapshotCpu();
  const started = Date.now();
  const apiStarted = performance.now();
  const answer = await call('POST', path, { token: refereeToken, body: { events: [event('goal', { teamType: 'home', playerId: 'p9', playerName: 'Bench Scorer' })] } });
  const apiMs = performance.now() - apiStarted;
  if (answer.status !== 200) throw new Error(`The goal was not recorded: ${answer.status}`);
  const deadline = Date.now() + 120_000;
  while ((await arrived(started)) < FOLLOWERS && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  const cpu = cpuBetween(cpuBefore, snapshotCpu(), (await arrived(started)) || 1);
  const loadAfter = loadavg();
  const got = await arrivals(started);
  const latencies = got.arrivals.map((at) => at - started);
  console.log('');
  console.log(`Goal API call → each phone's push arriving at the push service (${got.count} of ${FOLLOWERS} reached; ${FOLLOWERS - got.count} lost; ${got.duplicates} duplicate pushes):`);
  console.log(
    `  first ${ms(Math.min(...latencies))}   p5 ${ms(percentile(latencies, 5))}   p50 ${ms(percentile(latencies, 50))}   p95 ${ms(percentile(latencies, 95))}   p99 ${ms(percentile(latencies, 99))}   last ${ms(Math.max(...latencies))}   (target p95 ≤ ${TARGET_P95_MS} ms)`,
  );
  // How the pushes spread over time: a steady rate is CPU-bound; gaps are waits (the audience read, the queue).
  const perHalfSecond = new Map<number, number>();
  for (const latency of latencies) perHalfSecond.set(Math.floor(latency / 500), (perHalfSecond.get(Math.floor(latency / 500)) ?? 0) + 1);
  const halves = Math.max(0, ...perHalfSecond.keys());
  console.log(`  arrivals per 0.5 s: ${Array.from({ length: halves + 1 }, (_, index) => perHalfSecond.get(index) ?? 0).join(' ')}`);
  console.log(`Goal API call itself: ${ms(apiMs)}`);
  // The senders log how long reading the audience took: the first pages where the goal arrived, then each key
  // range in the container it was shared to (pushing starts as each is read).
  const logged = readFileSync(cloud.functionLogs, 'utf8')
    .split('\n')
    .flatMap((line) => (line.includes('"goal"') && line.includes('audienceMs') ? [JSON.parse(line) as { message: string; audienceMs: number; rangesShared?: number }] : []));
  const request = logged.filter((line) => line.message === 'Notification sent').at(-1);
  const ranges = logged.filter((line) => line.message === 'Notification range sent').slice(-(request?.rangesShared ?? 0));
  if (request)
    console.log(
      `Reading the goal's audience: first pages ${ms(request.audienceMs)}, then ${ranges.length} key ranges in other containers (slowest ${ms(Math.max(0, ...ranges.map((line) => line.audienceMs)))})`,
    );
  console.log(describeCpu(cpu, 'per push, by process'));
  console.log(
    `Load average (1/5/15 min) on ${cpus().length} cores: before the goal ${loadBefore.map((value) => value.toFixed(2)).join(' / ')}, after ${loadAfter.map((value) => value.toFixed(2)).join(' / ')}`,
  );
  const p95 = percentile(latencies, 95);
  recordFigures('notify', [
    { measure: `goal API call → each of ${FOLLOWERS} phones' Web Push, p95`, current: ms(p95), target: `≤ ${TARGET_P95_MS} ms`, met: p95 <= TARGET_P95_MS },
    { measure: 'first push / p50', current: `${ms(Math.min(...latencies))} / ${ms(percentile(latencies, 50))}`, target: '—' },
    { measure: 'phones reached / duplicates', current: `${got.count} of ${FOLLOWERS} / ${got.duplicates}`, target: 'all / 0', met: got.count === FOLLOWERS && got.duplicates === 0 },
    { measure: 'CPU per push, all processes', current: `${cpu.reduce((sum, share) => sum + share.ms, 0).toFixed(2)} ms`, target: '—' },
  ]);
}).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
