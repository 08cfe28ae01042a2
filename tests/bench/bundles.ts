/*
 * Bundle benchmark: `npm run bench:bundles`.
 *
 * Bundles every function of the catalog with esbuild exactly as PitchsideFunction does (the options come
 * from infra/lib/functions/bundling.ts, the place the construct reads them from), writes each bundle and
 * its metafile, and prints: minified and gzip size against the catalog's budget, the five biggest inputs
 * (grouped by package), and the module-load time: the median, over 5 fresh `node` processes, of the time
 * `require()` of the bundle takes, with the function's env names set to dummy values.
 *
 * A benchmark prints figures; it is not a pass/fail test and always exits 0.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Metafile } from 'esbuild';
import { esbuildBuildOptions, FUNCTION_NODE_OPTIONS, PROJECT_ROOT } from '../../infra/lib/functions/bundling';
import { envNamesOf, functionCatalog, type FunctionDefinition } from '../../infra/lib/functions/catalog';
import { recordFigures } from './support/performance-doc';

const LOAD_RUNS = 5;
const TOP_INPUTS = 5;
const OUT_DIR = path.join(os.tmpdir(), 'pitchside-bench-bundles');

/*
 * The catalog reads HTTP_SERVICES from @pitchside/shared. Without the `source` condition Node would load
 * shared's last build (dist/), which may lag the source: run again with it.
 */
if (!require.resolve('@pitchside/shared').includes(`${path.sep}src${path.sep}`) && !process.env.PITCHSIDE_BENCH_REEXEC) {
  const rerun = spawnSync(process.execPath, [...process.execArgv, '--conditions=source', ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, PITCHSIDE_BENCH_REEXEC: '1' },
  });
  process.exit(rerun.status ?? 0);
}

interface Row {
  name: string;
  definition: FunctionDefinition;
  bytes: number;
  gzipBytes: number;
  top: { input: string; bytes: number }[];
  loadMs: number | undefined;
  loadError?: string;
  buildError?: string;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** `node_modules/@aws-sdk/client-dynamodb/dist-es/…` → `@aws-sdk/client-dynamodb`; workspace files by folder. */
function groupOf(input: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
  if (pkg) return pkg[1]!;
  const parts = input.split('/');
  return parts[0] === 'services' || parts[0] === 'shared' ? parts.slice(0, parts[0] === 'services' ? 3 : 2).join('/') : input;
}

function topInputs(metafile: Metafile, outfile: string): { input: string; bytes: number }[] {
  const output = Object.entries(metafile.outputs).find(([file]) => path.resolve(PROJECT_ROOT, file) === outfile)?.[1];
  if (!output) return [];
  const byGroup = new Map<string, number>();
  for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) byGroup.set(groupOf(input), (byGroup.get(groupOf(input)) ?? 0) + bytesInOutput);
  return [...byGroup.entries()]
    .map(([input, bytes]) => ({ input, bytes }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, TOP_INPUTS);
}

/** Median ms of `require(bundle)` in fresh processes (the module-load share of a cold start). */
function loadTime(bundle: string, definition: FunctionDefinition): { ms?: number; error?: string } {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_OPTIONS: FUNCTION_NODE_OPTIONS,
    AWS_REGION: 'eu-west-1',
    AWS_ACCESS_KEY_ID: 'bench',
    AWS_SECRET_ACCESS_KEY: 'bench',
    ...Object.fromEntries(envNamesOf(definition).map((name) => [name, `bench-${name.toLowerCase()}`])),
  };
  const script = `const t = process.hrtime.bigint(); require(${JSON.stringify(bundle)}); process.stdout.write(String(Number(process.hrtime.bigint() - t) / 1e6));`;
  const samples: number[] = [];
  for (let run = 0; run < LOAD_RUNS; run += 1) {
    // cwd outside the repository: the bundle must not find anything in node_modules.
    const child = spawnSync(process.execPath, ['-e', script], { env, cwd: os.tmpdir(), encoding: 'utf8' });
    if (child.status !== 0) return { error: (child.stderr || child.stdout).trim().split('\n').slice(0, 3).join(' | ') };
    samples.push(Number(child.stdout));
  }
  samples.sort((a, b) => a - b);
  return { ms: samples[Math.floor(samples.length / 2)] };
}

async function bench(name: string, definition: FunctionDefinition): Promise<Row> {
  const dir = path.join(OUT_DIR, name);
  const outfile = path.join(dir, 'index.js');
  fs.rmSync(dir, { recursive: true, force: true });
  const row: Row = { name, definition, bytes: 0, gzipBytes: 0, top: [], loadMs: undefined };
  try {
    const result = await build({
      ...esbuildBuildOptions(path.join(PROJECT_ROOT, definition.entry), outfile, definition.heavyDependencies),
      absWorkingDir: PROJECT_ROOT,
      metafile: true,
      logLevel: 'silent',
    });
    fs.writeFileSync(path.join(dir, 'meta.json'), JSON.stringify(result.metafile));
    const code = fs.readFileSync(outfile);
    row.bytes = code.length;
    row.gzipBytes = gzipSync(code, { level: 9 }).length;
    row.top = topInputs(result.metafile, outfile);
    const load = loadTime(outfile, definition);
    row.loadMs = load.ms;
    if (load.error) row.loadError = load.error;
  } catch (error) {
    row.buildError = error instanceof Error ? error.message.split('\n').slice(0, 4).join(' | ') : String(error);
  }
  return row;
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows.map((row) => row.map((cell, column) => (column === 0 || column === 5 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ')).join('\n');
}

async function main(): Promise<void> {
  const catalog = functionCatalog();
  const rows: Row[] = [];
  for (const [name, definition] of Object.entries(catalog)) {
    if (!fs.existsSync(path.join(PROJECT_ROOT, definition.entry))) {
      rows.push({ name, definition, bytes: 0, gzipBytes: 0, top: [], loadMs: undefined, buildError: `no entry ${definition.entry} yet` });
      continue;
    }
    rows.push(await bench(name, definition));
  }

  console.log(`Pitchside function bundles (esbuild, house options; node ${process.version} ${process.arch}; load = median of ${LOAD_RUNS} fresh processes)\n`);
  const header = ['function', 'minified', 'gzip', 'budget', 'load (ms)', 'top inputs (by package, bytes in bundle)'];
  const body = rows.map((row) => {
    if (row.buildError) return [row.name, '-', '-', `${row.definition.budgetKb} KB`, '-', `BUILD FAILED: ${row.buildError}`];
    const over = row.bytes > row.definition.budgetKb * 1024;
    return [
      row.name,
      kb(row.bytes),
      kb(row.gzipBytes),
      `${row.definition.budgetKb} KB${over ? '  OVER BUDGET' : ''}`,
      row.loadMs === undefined ? `failed: ${row.loadError ?? '?'}` : row.loadMs.toFixed(1),
      row.top.map((input) => `${input.input} ${kb(input.bytes)}`).join(', '),
    ];
  });
  console.log(table([header, ...body]));

  // What the bundled AWS SDK costs each function (it could be left to the runtime; see docs/performance.md).
  console.log('\nAWS SDK share (@aws-sdk/*, @smithy/*, bundled on purpose):');
  for (const row of rows.filter((candidate) => !candidate.buildError)) {
    const meta = JSON.parse(fs.readFileSync(path.join(OUT_DIR, row.name, 'meta.json'), 'utf8')) as Metafile;
    const output = Object.entries(meta.outputs).find(([file]) => file.endsWith('index.js'))![1];
    const sdk = Object.entries(output.inputs)
      .filter(([input]) => /node_modules\/@(aws-sdk|smithy|aws-crypto)\//.test(input))
      .reduce((sum, [, input]) => sum + input.bytesInOutput, 0);
    console.log(`  ${row.name.padEnd(12)} ${kb(sdk)} of ${kb(row.bytes)}; without it ${kb(row.bytes - sdk)}`);
  }
  recordFigures(
    'bundles',
    rows.map((row) => ({
      measure: `${row.name}: minified (gzip; load)`,
      current: row.buildError ? `build failed: ${row.buildError}` : `${kb(row.bytes)} (${kb(row.gzipBytes)}; ${row.loadMs === undefined ? 'load failed' : `${row.loadMs.toFixed(0)} ms`})`,
      target: `≤ ${row.definition.budgetKb} KB`,
      met: !row.buildError && row.bytes <= row.definition.budgetKb * 1024,
    })),
  );
  console.log(`\nBundles and metafiles: ${OUT_DIR}/<function>/{index.js,index.js.map,meta.json} (open meta.json in https://esbuild.github.io/analyze/)`);
}

main().catch((error: unknown) => {
  // A benchmark reports; it does not fail the build.
  console.error(error);
  process.exitCode = 0;
});
