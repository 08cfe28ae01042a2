/**
 * `npm run bench:lighthouse`: Lighthouse (mobile preset: a mid-range phone on slow 4G, simulated) on a
 * published tournament's public page, `/t/<id>`, served by the local cloud from `web/dist`. Builds nothing:
 * run `npm run build -w @pitchside/web` first. Two sets of runs: through a small gzip proxy in front of the
 * local cloud (what CloudFront does in AWS: the local gateway does not compress), then the gateway as is.
 * Prints the performance score and FCP, LCP, TBT and CLS of each run and their medians; the last run's
 * report is left in the OS temp folder. Figures, not a pass/fail; the target is a score ≥ 95.
 * Local cloud on its own ports (PITCHSIDE_PORT_OFFSET, default 800); LIGHTHOUSE_RUNS runs each (default 3).
 */
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { connect } from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import { createGzip } from 'node:zlib';
import type { Result } from 'lighthouse';
import { withBenchCloud } from './support/bench-cloud';
import { recordFigures, type FigureRow } from './support/performance-doc';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const TARGET_SCORE = 95;
const REPORT = path.join(os.tmpdir(), 'pitchside-lighthouse.json');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
] as const;

interface Run {
  score: number;
  metrics: Record<(typeof METRICS)[number][0], number>;
  /** What the page requested, by type (Lighthouse's resource summary). */
  scriptKb: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const shown = (name: string, value: number) => (name === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`);

/*
 * Lighthouse runs in a plain `node` child: under tsx its modules would be transformed too, and the
 * functions it evaluates in the page would then call esbuild's `__name` helper, which the page lacks.
 */
const RUNNER = `
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
const { url, chromePath, chromeFlags } = JSON.parse(process.argv[1]);
const chrome = await launch({ chromePath, chromeFlags });
try {
  // The default config is the mobile preset (Moto G Power, simulated slow 4G and 4x CPU slowdown).
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  process.stdout.write(JSON.stringify(result?.lhr ?? null));
} finally {
  chrome.kill();
}
`;

async function audit(url: string): Promise<Run> {
  const args = ['--input-type=module', '-e', RUNNER, JSON.stringify({ url, chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS })];
  const { stdout } = await run(process.execPath, args, path.resolve(__dirname, '../..'));
  const lhr = JSON.parse(stdout) as Result | null;
  if (!lhr) throw new Error('Lighthouse returned no result');
  // The last run's full report, for a look at the waterfall (open in https://googlechrome.github.io/lighthouse/viewer/).
  fs.writeFileSync(REPORT, stdout);
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const metrics = Object.fromEntries(METRICS.map(([name, id]) => [name, lhr.audits[id]?.numericValue ?? Number.NaN])) as Run['metrics'];
  const summary = lhr.audits['resource-summary']?.details;
  const items = summary && 'items' in summary ? (summary.items as { resourceType?: string; transferSize?: number }[]) : [];
  const scriptBytes = items.find((item) => item.resourceType === 'script')?.transferSize ?? 0;
  return { score: Math.round((lhr.categories.performance?.score ?? 0) * 100), metrics, scriptKb: scriptBytes / 1024 };
}

function run(command: string, args: string[], cwd: string): Promise<{ stdout: string }> {
  return new Promise((resolve, reject) => {
    // Without tsx's loader (NODE_OPTIONS may carry it): Lighthouse must run untransformed.
    const env = { ...process.env, NODE_OPTIONS: '' };
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => (code === 0 ? resolve({ stdout }) : reject(new Error(`Lighthouse exited with ${code}: ${stderr.trim().slice(-2000)}`))));
  });
}

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json)|image\/svg\+xml)/;

/**
 * The local gateway serves web/dist uncompressed; in AWS CloudFront compresses it (`compress: true` in the
 * web stack). This proxy does what CloudFront does for the browser: gzip for text types when asked for.
 * WebSocket upgrades (live updates) are piped through untouched.
 */
async function compressingProxy(target: string): Promise<{ url: string; server: Server }> {
  const upstream = new URL(target);
  const server = createServer((incoming, outgoing) => {
    const forward = request(
      { host: upstream.hostname, port: upstream.port, method: incoming.method, path: incoming.url, headers: { ...incoming.headers, host: upstream.host, 'accept-encoding': 'identity' } },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(incoming.headers['accept-encoding'] ?? '')) && answer.statusCode !== 204 && answer.statusCode !== 304;
        const headers = { ...answer.headers };
        if (gzip) {
          delete headers['content-length'];
          headers['content-encoding'] = 'gzip';
          headers.vary = 'accept-encoding';
        }
        outgoing.writeHead(answer.statusCode ?? 502, headers);
        (gzip ? answer.pipe(createGzip()) : answer).pipe(outgoing);
      },
    );
    forward.once('error', () => outgoing.destroy());
    incoming.pipe(forward);
  });
  server.on('upgrade', (incoming, socket, head) => {
    const tunnel = connect(Number(upstream.port), upstream.hostname, () => {
      const lines = [`${incoming.method} ${incoming.url} HTTP/${incoming.httpVersion}`];
      for (let index = 0; index < incoming.rawHeaders.length; index += 2) lines.push(`${incoming.rawHeaders[index]}: ${incoming.rawHeaders[index + 1]}`);
      tunnel.write(`${lines.join('\r\n')}\r\n\r\n`);
      tunnel.write(head);
      tunnel.pipe(socket).pipe(tunnel);
    });
    tunnel.once('error', () => socket.destroy());
    socket.once('error', () => tunnel.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { url: `http://localhost:${typeof address === 'object' && address ? address.port : 0}`, server };
}

async function audits(label: string, url: string): Promise<FigureRow> {
  console.log(`${label}: Lighthouse ${RUNS}× (mobile preset, performance only) on ${url}`);
  const runs: Run[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const result = await audit(url);
    runs.push(result);
    console.log(`  run ${run}: score ${result.score}   ${METRICS.map(([name]) => `${name} ${shown(name, result.metrics[name])}`).join('   ')}   JS transferred ${result.scriptKb.toFixed(1)} KB`);
  }
  const score = median(runs.map((run) => run.score));
  console.log(
    `  median: score ${score} (target ≥ ${TARGET_SCORE}${score >= TARGET_SCORE ? ', met' : ', NOT met'})   ${METRICS.map(([name]) => `${name} ${shown(name, median(runs.map((run) => run.metrics[name])))}`).join('   ')}\n`,
  );
  const medians = METRICS.map(([name]) => `${name} ${shown(name, median(runs.map((run) => run.metrics[name])))}`).join(', ');
  return { measure: `${label}: score, median of ${RUNS}`, current: `${score} (${runs.map((run) => run.score).join(', ')}); ${medians}`, target: `≥ ${TARGET_SCORE}`, met: score >= TARGET_SCORE };
}

withBenchCloud('800', async ({ cloud, call, adminToken, refereeToken, refereeUid, org, fixtures }) => {
  const index = path.resolve(__dirname, '../../web/dist/index.html');
  if (!fs.existsSync(index)) throw new Error('No web/dist: run `npm run build -w @pitchside/web` first (this benchmark builds nothing).');
  console.log(`Serving web/dist built ${fs.statSync(index).mtime.toISOString()}`);

  // A published tournament with a round robin, two matches played (results, so the tables have figures).
  const fixture = await fixtures.createTournamentFixture(call, adminToken, { name: 'Lighthouse Cup' });
  for (const [at, matchId] of fixture.matchIds.slice(0, 2).entries()) {
    await call('PUT', `/api/tournaments/${fixture.tournamentId}/matches/${matchId}/referee`, { token: adminToken, body: { refereeId: refereeUid } });
    const event = (type: string, extra: Record<string, unknown> = {}) => ({ id: `${type}-${matchId}-${Math.random().toString(36).slice(2)}`, type, at: new Date().toISOString(), ...extra });
    await call('POST', `/api/tournaments/${fixture.tournamentId}/matches/${matchId}/events`, {
      token: refereeToken,
      body: { events: [event('start'), event('goal', { teamType: at === 0 ? 'home' : 'away', playerId: `p${at}`, playerName: `Scorer ${at}` }), event('complete')] },
    });
  }
  const published = await call('POST', `/api/tournaments/${fixture.tournamentId}/publish`, { token: adminToken, headers: org });
  if (published.status >= 300) throw new Error(`Not published: ${JSON.stringify(published.body)}`);

  const page = `/t/${fixture.tournamentId}`;
  const proxy = await compressingProxy(cloud.url);
  try {
    const compressed = await audits('Compressed like CloudFront (gzip proxy in front of the local cloud)', `${proxy.url}${page}`);
    const uncompressed = await audits('Local gateway as is (uncompressed)', `${cloud.url}${page}`);
    recordFigures('lighthouse', [compressed, uncompressed]);
  } finally {
    proxy.server.closeAllConnections();
    proxy.server.close();
  }
}).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
