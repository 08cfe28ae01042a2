/**
 * `npm run bench:import`: a Gothia-size workbook (2,000 teams, 5,000 matches, 40 divisions) imported
 * through the real path — presign → PUT → S3 event → worker → DynamoDB Local — against a local cloud
 * this script starts on its own ports (PITCHSIDE_PORT_OFFSET, default 600). Prints the wall time, rows/s
 * and peak RSS next to the floor measured in the same run: a bare exceljs streaming parse of the same
 * file plus a bare BatchWrite of as many items into the same DynamoDB Local. Figures, not a pass/fail.
 */
import { createReadStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startedCloudHandle } from '../support/local-cloud-handle';
import { recordFigures } from './support/performance-doc';

process.env.PITCHSIDE_PORT_OFFSET ??= '600';

const SHAPE = { divisions: 40, teams: 2_000, matches: 5_000 };
const TARGET = { ratio: 2, seconds: 20, rssMb: 512 };
/** Batch requests in flight for the floor: the same as the import's writer. */
const FLOOR_CONCURRENCY = 12;

const mb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(0)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Samples this process's RSS (the local cloud, and so the worker, run in it) while `work` runs. */
async function withPeakRss<T>(work: () => Promise<T>): Promise<{ result: T; peakRss: number; ms: number }> {
  let peakRss = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 10);
  const started = performance.now();
  try {
    const result = await work();
    return { result, peakRss: Math.max(peakRss, process.memoryUsage().rss), ms: performance.now() - started };
  } finally {
    clearInterval(timer);
  }
}

async function main(): Promise<void> {
  const [{ startLocalCloud }, { killAllNow }, { localProfile }, { ORGANIZATION_HEADER }, { DEMO_ORGANIZATION, demoAccount }, { apiClient }, { signIn }, client, workbooks] = await Promise.all([
    import('../../infra/local/local-cloud'),
    import('../../infra/local/processes'),
    import('../../infra/local/profile'),
    import('@pitchside/shared'),
    import('../../infra/local/demo-accounts'),
    import('../support/api-client'),
    import('../support/sign-in'),
    import('./import/import-client'),
    import('./import/workbooks'),
  ]);
  process.on('exit', killAllNow);
  const directory = mkdtempSync(join(tmpdir(), 'pitchside-bench-import-'));
  const path = join(directory, 'gothia.xlsx');

  console.log(`Generating a workbook: ${SHAPE.divisions} divisions, ${SHAPE.teams} teams, ${SHAPE.matches} matches (exceljs streaming writer)…`);
  await workbooks.workbookFile(path, workbooks.tournamentSheets(SHAPE));
  const fileBytes = statSync(path).size;
  console.log(`  ${path}: ${(fileBytes / 1024).toFixed(0)} KB`);

  console.log(`Starting the local cloud (test profile, port offset ${process.env.PITCHSIDE_PORT_OFFSET})…`);
  const cloud = await startLocalCloud(localProfile('test'));
  try {
    const handle = startedCloudHandle(cloud);
    const call = apiClient(handle);
    const admin = demoAccount('admin');
    const auth = { token: (await signIn(handle, admin.email, admin.password)).idToken, headers: { [ORGANIZATION_HEADER]: DEMO_ORGANIZATION.orgId } };
    const tournamentId = await client.createTournament(call, auth, 'Gothia Bench Cup');
    const file = await readFile(path);

    /** A bare BatchWrite of `itemCount` items shaped like the import's, `FLOOR_CONCURRENCY` batches in flight. */
    const bareBatchWrite = async (label: string, itemCount: number) => {
      const { BatchWriteCommand } = await import('@aws-sdk/lib-dynamodb');
      const [{ dynamo }, { loadEnv }] = await Promise.all([import('@pitchside/core/aws'), import('@pitchside/core')]);
      const table = loadEnv(['tableName']).tableName;
      // The same item shapes the import writes (index keys included, built by the same entities before the
      // clock starts), in a partition of their own: what DynamoDB Local itself needs to store them.
      const db = client.database();
      const floorTournament = `${tournamentId}-floor-${label}`;
      const raw = (params: unknown) => [(params as { Item: Record<string, unknown> }).Item];
      const items: Record<string, unknown>[] = [];
      const matchCount = SHAPE.matches;
      for (let index = 0; index < itemCount; index++) {
        if (index < matchCount) {
          items.push(
            ...raw(
              db.entities.match
                .put({
                  tournamentId: floorTournament,
                  matchId: `m-${index}`,
                  division: 'Boys U12 Level 1',
                  divisionId: 'boys-u12-level-1',
                  age: 'u12',
                  gender: 'boys',
                  date: '2026-07-14',
                  time: '10:00',
                  field: 'Pitch 1',
                  homeTeam: `Team ${index} B12`,
                  homeClub: `Club ${index}`,
                  awayTeam: `Team ${index + 1} B12`,
                  awayClub: `Club ${index + 1}`,
                  homeTeamKey: `team${index}b12`,
                  awayTeamKey: `team${index + 1}b12`,
                  status: '',
                  homeScore: 0,
                  awayScore: 0,
                  goals: [],
                  cards: [],
                  scoreConfirmations: [],
                  appliedEventIds: [],
                  previousPauseTime: 0,
                  refereeId: '',
                  version: 1,
                  source: 'import',
                })
                .params(),
            ),
          );
        } else {
          items.push(
            ...raw(
              db.entities.tournamentTeam
                .put({
                  tournamentId: floorTournament,
                  teamKey: `team${index}`,
                  team: `Team ${index} B12`,
                  club: `Club ${index}`,
                  division: 'Boys U12 Level 1',
                  divisionId: 'boys-u12-level-1',
                  bracket: 'Group A',
                  bracketId: 'boys-u12-level-1--group-a',
                  age: 'u12',
                  gender: 'boys',
                  organizerUid: 'bench',
                  source: 'import',
                })
                .params(),
            ),
          );
        }
      }
      const batches: Record<string, unknown>[][] = [];
      for (let at = 0; at < items.length; at += 25) batches.push(items.slice(at, at + 25));
      return withPeakRss(async () => {
        let next = 0;
        const worker = async () => {
          while (next < batches.length) {
            let pending: Record<string, unknown>[] = batches[next++] ?? [];
            while (pending.length > 0) {
              const answer = await dynamo().send(new BatchWriteCommand({ RequestItems: { [table]: pending.map((Item) => ({ PutRequest: { Item } })) } }));
              pending = (answer.UnprocessedItems?.[table] ?? []).map((request) => request.PutRequest?.Item ?? {});
            }
          }
        };
        await Promise.all(Array.from({ length: FLOOR_CONCURRENCY }, worker));
        return items.length;
      });
    };
    // Warm up DynamoDB Local's JVM (JIT) and the worker module: neither a cold JVM nor a Lambda cold start is what this measures.
    await bareBatchWrite('warm-up', SHAPE.matches + SHAPE.teams);
    const warm = await client.createTournament(call, auth, 'Warm-up Cup');
    await client.importFile(call, auth, warm, await workbooks.workbookBuffer(workbooks.tournamentSheets({ divisions: 1, teams: 4, matches: 4, prefix: 'Warm ' })));

    console.log('Importing through the real path (presign → PUT → S3 event → worker)…');
    const steps: { step: string; at: number }[] = [];
    const rssBefore = process.memoryUsage().rss;
    const started = Date.now();
    const measured = await withPeakRss(async () => {
      const run = await client.importFile(call, auth, tournamentId, file, { timeoutMs: 300_000, intervalMs: 250 });
      for (const seen of run.observed) if (seen.step && steps.at(-1)?.step !== seen.step) steps.push({ step: seen.step, at: seen.at - started });
      return run;
    });
    const run = measured.result;
    if (run.final.status !== 'completed') throw new Error(`The import ${run.final.status}: ${run.final.error}`);
    const counts = run.final.counts;
    const written = Object.values(counts).reduce((sum, tally) => sum + tally.added, 0);
    const rows = SHAPE.matches + SHAPE.teams;

    console.log('Measuring the floor: bare exceljs streaming parse of the same file…');
    const ExcelJS = (await import('exceljs')).default;
    const parse = await withPeakRss(async () => {
      let parsedRows = 0;
      const reader = new ExcelJS.stream.xlsx.WorkbookReader(createReadStream(path), { sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'ignore', worksheets: 'emit', entries: 'ignore' });
      for await (const sheet of reader) for await (const _row of sheet as AsyncIterable<unknown>) parsedRows++;
      return parsedRows;
    });

    console.log(`Measuring the floor: bare BatchWrite of ${written} items into the same DynamoDB Local…`);
    const write = await bareBatchWrite('timed', written);
    const floor = parse.ms + write.ms;
    const ratio = measured.ms / floor;
    console.log('');
    console.log('Import of a Gothia-size workbook (end to end, local cloud)');
    console.log(`  file                       ${(fileBytes / 1024).toFixed(0)} KB, ${rows} rows (${SHAPE.matches} matches, ${SHAPE.teams} teams, ${SHAPE.divisions} divisions)`);
    console.log(
      `  items written              ${written} (${Object.entries(counts)
        .map(([kind, tally]) => `${kind} ${tally.added}`)
        .join(', ')})`,
    );
    console.log(`  wall time                  ${seconds(measured.ms)}   (${(rows / (measured.ms / 1000)).toFixed(0)} rows/s, ${(written / (measured.ms / 1000)).toFixed(0)} items/s)`);
    console.log(`  steps seen (since start)   ${steps.map((step) => `${step.step} @ ${seconds(step.at)}`).join('; ')}`);
    console.log(`  peak RSS (cloud + worker)  ${mb(measured.peakRss)}   (${mb(rssBefore)} before the import: the import added ${mb(Math.max(0, measured.peakRss - rssBefore))})`);
    console.log(`  floor: exceljs parse       ${seconds(parse.ms)}   (${parse.result} rows, peak RSS ${mb(parse.peakRss)})`);
    console.log(`  floor: BatchWrite          ${seconds(write.ms)}   (${write.result} items, ${FLOOR_CONCURRENCY} batches in flight)`);
    console.log(`  floor total                ${seconds(floor)}`);
    console.log(`  end to end / floor         ${ratio.toFixed(2)}×   (target ≤ ${TARGET.ratio}× and ≤ ${TARGET.seconds} s; RSS ≤ ${TARGET.rssMb} MB)`);
    recordFigures('import', [
      {
        measure: `Gothia-size workbook end to end (${rows} rows, ${written} items)`,
        current: `${seconds(measured.ms)} (${(rows / (measured.ms / 1000)).toFixed(0)} rows/s)`,
        target: `≤ ${TARGET.seconds} s`,
        met: measured.ms <= TARGET.seconds * 1000,
      },
      { measure: 'end to end / floor (bare parse + bare BatchWrite)', current: `${ratio.toFixed(2)}× (floor ${seconds(floor)})`, target: `≤ ${TARGET.ratio}×`, met: ratio <= TARGET.ratio },
      { measure: 'peak RSS, local cloud + worker', current: mb(measured.peakRss), target: `≤ ${TARGET.rssMb} MB`, met: measured.peakRss <= TARGET.rssMb * 1024 * 1024 },
    ]);
    console.log(
      `  verdict                    ${ratio <= TARGET.ratio && measured.ms <= TARGET.seconds * 1000 && measured.peakRss <= TARGET.rssMb * 1024 * 1024 ? 'within targets' : 'OUTSIDE targets'}`,
    );
  } finally {
    await cloud.stop();
    rmSync(directory, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
