import { join } from 'node:path';
import { IMPORT_PROGRESS_STEPS, ORGANIZATION_HEADER } from '@pitchside/shared';
import { UPLOADS_BUCKET } from '../../infra/resources';
import { DEMO_ORGANIZATION, demoAccount } from '../../infra/local/demo-accounts';
import { REPO_ROOT } from '../../infra/local/profile';
import { dynamoImportJobRepository, EMPTY_IMPORT_COUNTS } from '../../services/imports/src/adapters/import-jobs';
import { apiClient } from '../support/api-client';
import { localCloudHandle } from '../support/local-cloud-handle';
import { signIn } from '../support/sign-in';
import { createTournament, database, importFile, pollImport, startUpload, tournamentContents, type ImportView } from '../bench/import/import-client';
import { bigScheduleXml, bombSheetXml, craftZip, SCHEDULE_HEADER, sheetArchive, TEAMS_HEADER, tournamentSheets, workbookBuffer } from '../bench/import/workbooks';

/** The id an expired lease stores beside its words (get-import's `imports.interrupted`). */
const INTERRUPTED_SAID = { messageId: 'imports.interrupted', values: {} } as const;

/**
 * The spreadsheet import through the real path: the gateway, a presigned PUT to s3rver, s3rver's
 * object-created event invoking the worker, DynamoDB Local — and the web's polling of the job.
 */
const cloud = localCloudHandle();
const call = apiClient(cloud);
const db = database();
let auth: { token: string; headers: Record<string, string> };

beforeAll(async () => {
  const admin = demoAccount('admin');
  auth = { token: (await signIn(cloud, admin.email, admin.password)).idToken, headers: { [ORGANIZATION_HEADER]: DEMO_ORGANIZATION.orgId } };
}, 30_000);

const counts = async (tournamentId: string) => {
  const contents = await tournamentContents(db, tournamentId);
  return {
    divisions: contents.divisions.length,
    ageGroups: contents.ageGroups.length,
    brackets: contents.brackets.length,
    teams: contents.teams.length,
    matches: contents.matches.length,
    hasSchedule: contents.tournament?.hasSchedule,
  };
};

describe('importing a workbook', () => {
  let tournamentId: string;
  let file: Buffer;

  beforeAll(async () => {
    tournamentId = await createTournament(call, auth, 'Import Cup');
    file = await workbookBuffer(tournamentSheets({ divisions: 4, teams: 40, matches: 400 }));
  }, 30_000);

  it('runs the six steps in the spec’s order, shows counts while it runs, and fills the tournament', async () => {
    const run = await importFile(call, auth, tournamentId, file, { intervalMs: 25 });
    expect(run.final).toMatchObject({ status: 'completed', step: IMPORT_PROGRESS_STEPS[5], stepIndex: 5, error: null });
    const indexes = run.observed.map((seen) => seen.stepIndex ?? -1);
    expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
    for (const seen of run.observed) if (seen.stepIndex !== null) expect(seen.step).toBe(IMPORT_PROGRESS_STEPS[seen.stepIndex]);
    expect(run.final.counts).toEqual({
      divisions: { added: 4, skipped: 0 },
      ageGroups: { added: 4, skipped: 0 },
      brackets: { added: 16, skipped: 0 },
      teams: { added: 40, skipped: 0 },
      matches: { added: 400, skipped: 0 },
      players: { added: 0, skipped: 0 },
    });
    expect(await counts(tournamentId)).toMatchObject({ divisions: 4, teams: 40, matches: 400, hasSchedule: true });
    const contents = await tournamentContents(db, tournamentId);
    expect(contents.matches[0]).toMatchObject({ source: 'import', status: '', homeScore: 0, awayScore: 0, tournamentId });
    expect(contents.tournament?.teamCount).toBe(40);
  }, 90_000);

  it('adds nothing when the same file is imported again', async () => {
    const before = await counts(tournamentId);
    const run = await importFile(call, auth, tournamentId, file);
    expect(run.final.status).toBe('completed');
    expect(run.final.counts.matches).toEqual({ added: 0, skipped: 400 });
    expect(run.final.counts.teams).toEqual({ added: 0, skipped: 40 });
    expect(run.final.report.at(-1)?.reason).toMatch(/more rows/);
    expect(await counts(tournamentId)).toEqual(before);
  }, 90_000);

  it('does nothing for a second delivery of the same object-created event', async () => {
    const before = await counts(tournamentId);
    const small = await workbookBuffer(tournamentSheets({ divisions: 1, teams: 4, matches: 4, prefix: 'Redelivered ' }));
    const run = await importFile(call, auth, tournamentId, small);
    expect(run.final.counts.matches.added).toBe(4);
    const worker = (await import(join(REPO_ROOT, 'services/imports/src/worker.ts'))) as { handler: (event: unknown) => Promise<void> };
    const key = `${UPLOADS_BUCKET.uploadPrefix}${tournamentId}/${run.importId}.xlsx`;
    await worker.handler({ Records: [{ eventName: 'ObjectCreated:Put', s3: { bucket: { name: cloud.resources.uploadsBucket }, object: { key } } }] });
    const again = await pollImport(call, auth, run.importId);
    expect(again.final.counts).toEqual(run.final.counts);
    expect((await counts(tournamentId)).matches).toBe(before.matches + 4);
  }, 60_000);
});

describe('bad files: a clear message naming the row or the problem, and nothing written', () => {
  let tournamentId: string;
  let empty: Awaited<ReturnType<typeof counts>>;

  beforeAll(async () => {
    tournamentId = await createTournament(call, auth, 'Bad Files Cup');
    empty = await counts(tournamentId);
  }, 30_000);

  afterAll(async () => {
    expect(await counts(tournamentId)).toEqual(empty);
  });

  const schedule = (...rows: unknown[][]) => workbookBuffer([{ name: 'Schedule', rows: [SCHEDULE_HEADER, ...rows] }]);
  const row = (overrides: Record<number, unknown> = {}) => {
    const cells: unknown[] = ['Boys U12', 'U12', 'Boys', '2026-07-14', '10:00', 'Pitch 1', 'AIK U12', 'AIK', 'IFK U12', 'IFK', ''];
    for (const [index, value] of Object.entries(overrides)) cells[Number(index)] = value;
    return cells;
  };

  const cases: [string, () => Promise<Buffer>, RegExp][] = [
    [
      'a damaged (truncated) workbook',
      async () => {
        const whole = await schedule(row());
        return whole.subarray(0, whole.length - 200);
      },
      /damaged/,
    ],
    ['a workbook with 100 bytes flipped (it used to hang the reader and leave the job running)', async () => flipped(await schedule(row(), row({ 6: 'Hammarby U12' }))), /damaged/],
    ['a text file named .xlsx', async () => Buffer.from('Division;Date;Home Team;Away Team\nBoys U12;2026-07-14;AIK;IFK\n'), /text \(CSV\) file, not an Excel workbook/],
    ['a zip bomb (declared size)', async () => sheetArchive(bombSheetXml(16), 1024 * 1024 * 1024), /expands to 1024 MB when opened; the limit is 256 MB \(this looks like a zip bomb\)/],
    ['a zip bomb (lying about its size)', async () => sheetArchive(bombSheetXml(20 * 1024 * 1024), 4096), /expands beyond the size it declares \(this looks like a zip bomb\)/],
    ['200,000 rows', async () => sheetArchive(bigScheduleXml(200_000)), /row 20002: The workbook has more than 20,000 schedule rows/],
    [
      'a formula without a value and formula injection',
      async () => schedule(row({ 6: { formula: 'A1&B1' } }), row({ 6: '=HYPERLINK("http://evil.example","x")' }), row({ 8: "+cmd|' /C calc'!A0" })),
      /The file has 3 problems/,
    ],
    ['a date that is not one', async () => schedule(row({ 3: 'next friday' })), /row 2, Date \(column D\): Date 'next friday' is not a date/],
    [
      'empty sheets',
      async () =>
        workbookBuffer([
          { name: 'Schedule', rows: [] },
          { name: 'Teams', rows: [] },
        ]),
      /The workbook is empty/,
    ],
    [
      'unknown columns',
      async () =>
        workbookBuffer([
          {
            name: 'Spielplan',
            rows: [
              ['Heim', 'Gast', 'Datum'],
              ['AIK', 'IFK', '2026-07-14'],
            ],
          },
        ]),
      /No sheet has the columns of a schedule/,
    ],
  ];

  it.each(cases)(
    '%s',
    async (_label, make, message) => {
      const run = await importFile(call, auth, tournamentId, await make(), { timeoutMs: 60_000 });
      expect(run.final.status).toBe('failed');
      expect(`${run.final.error} ${run.final.report.map((line) => line.reason).join(' ')}`).toMatch(message);
      expect(await counts(tournamentId)).toEqual(empty);
    },
    90_000,
  );

  it('names each problem row in the report', async () => {
    const run = await importFile(call, auth, tournamentId, await schedule(row(), row({ 6: '=HYPERLINK("x")' }), row({ 3: 46217.5 }), row({ 1: 'U99' })));
    expect(run.final.status).toBe('failed');
    expect(run.final.report).toEqual([
      { sheet: 'Schedule', row: 3, reason: expect.stringMatching(/^Home Team \(column G\): .*would run as a formula/) },
      { sheet: 'Schedule', row: 5, reason: "Age (column B): Age 'U99' is not an age group (U6 to U19)" },
    ]);
  }, 60_000);

  it('refuses a file over the upload limit when the upload starts, and S3 takes no other length than the signed one', async () => {
    const over = await call<{ message: string }>('POST', `/api/tournaments/${tournamentId}/imports`, {
      token: auth.token,
      headers: auth.headers,
      body: { fileName: 'huge.xlsx', size: 50 * 1024 * 1024 },
    });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe('The file is 50 MB; the limit is 20 MB.');
    const justOver = await call('POST', `/api/tournaments/${tournamentId}/imports`, {
      token: auth.token,
      headers: auth.headers,
      body: { fileName: 'a.xlsx', size: UPLOADS_BUCKET.maxUploadBytes + 1 },
    });
    expect(justOver.status).toBe(400);
    const atLimit = await call('POST', `/api/tournaments/${tournamentId}/imports`, { token: auth.token, headers: auth.headers, body: { fileName: 'a.xlsx', size: UPLOADS_BUCKET.maxUploadBytes } });
    expect(atLimit.status).toBe(201);
    const notXlsx = await call('POST', `/api/tournaments/${tournamentId}/imports`, { token: auth.token, headers: auth.headers, body: { fileName: 'schedule.csv', size: 100 } });
    expect(notXlsx.status).toBe(400);

    // The PUT's length is signed: S3 refuses any other. (s3rver does not check signed headers — see
    // docs/imports.md — so here we prove it is signed; the worker checks the object's size again.)
    const small = await schedule(row());
    const started = await startUpload(call, auth, tournamentId, small);
    const signed = new URL(started.body.upload.url).searchParams.get('X-Amz-SignedHeaders') ?? '';
    expect(signed.split(';')).toEqual(expect.arrayContaining(['content-length', 'content-type', 'host']));
    expect(started.body.upload.url.startsWith(`http://127.0.0.1:${new URL(process.env.AWS_ENDPOINT_URL_S3 ?? 'http://x:1').port}/${cloud.resources.uploadsBucket}/`)).toBe(true);
  }, 60_000);
});

describe('values that import fine', () => {
  it('reads dates typed as text and as numbers, keeps HTML as text, and uses a formula’s calculated value', async () => {
    const tournamentId = await createTournament(call, auth, 'Values Cup');
    const file = await workbookBuffer([
      {
        name: 'Matches',
        rows: [
          ['Division', 'Age', 'Gender', 'Date', 'Kick-off', 'Pitch', 'Home', 'Home Club', 'Away', 'Away Club'],
          ['Boys U12', 'u12', 'boys', 46217, 0.4375, 'P1', '<b>Lions</b>', 'Lions FC', 'Tigers', 'Tigers FC'],
          ['Boys U12', 'u12', 'boys', '15.7.2026', '14:00', 'P2', { formula: 'CONCAT("Bears","")', result: 'Bears' }, 'Bears FC', 'Wolves', 'Wolves FC'],
        ],
      },
      { name: 'Teams', rows: [TEAMS_HEADER, ['<b>Lions</b>', 'Lions FC', 'Boys U12', 'Group A', '']] },
    ]);
    const run = await importFile(call, auth, tournamentId, file);
    expect(run.final.status).toBe('completed');
    const contents = await tournamentContents(db, tournamentId);
    expect(contents.matches.map((match) => [match.date, match.time, match.homeTeam]).sort()).toEqual([
      ['2026-07-14', '10:30', '<b>Lions</b>'],
      ['2026-07-15', '14:00', 'Bears'],
    ]);
    expect(contents.teams.map((team) => team.team)).toContain('<b>Lions</b>');
  }, 60_000);
});

/** 100 bytes flipped in the middle of a workbook: its sheet data, where a flip used to stall exceljs. */
function flipped(file: Buffer): Buffer {
  const damaged = Buffer.from(file);
  const start = Math.floor(damaged.length * 0.4);
  for (let offset = 0; offset < 100; offset++) damaged[start + offset] = damaged[start + offset]! ^ 0x5a;
  return damaged;
}

describe('an import whose worker died (the lease in DynamoDB)', () => {
  it('expires a stale running job to failed, conditionally: never a job that still beats, never twice', async () => {
    const jobs = dynamoImportJobRepository(db);
    const importId = `lease-${Date.now()}`;
    await jobs.create({
      importId,
      tournamentId: 'lease-cup',
      orgId: DEMO_ORGANIZATION.orgId,
      uploaderUid: 'u',
      objectKey: `imports/lease-cup/${importId}.xlsx`,
      fileName: 'a.xlsx',
      status: 'running',
      step: IMPORT_PROGRESS_STEPS[5],
      stepIndex: 5,
      counts: structuredClone(EMPTY_IMPORT_COUNTS),
      report: [],
      error: null,
      createdAt: new Date().toISOString(),
    });
    // Its last beat (updatedAt, set by every write) is newer than a minute ago: the worker is alive.
    expect(await jobs.expireLease(importId, new Date(Date.now() - 60_000).toISOString(), 'interrupted', INTERRUPTED_SAID)).toBe(false);
    expect((await jobs.get(importId))?.status).toBe('running');
    // Seen from a minute later, the beat is stale: the lease expires, once.
    expect(await jobs.expireLease(importId, new Date(Date.now() + 60_000).toISOString(), 'interrupted', INTERRUPTED_SAID)).toBe(true);
    expect(await jobs.get(importId)).toMatchObject({ status: 'failed', error: 'interrupted', errorMessage: INTERRUPTED_SAID });
    expect(await jobs.expireLease(importId, new Date(Date.now() + 60_000).toISOString(), 'again', INTERRUPTED_SAID)).toBe(false);
    expect((await jobs.get(importId))?.error).toBe('interrupted');
  });
});

describe('POST /api/files/process-excel (the preview of spec §7)', () => {
  it('answers 400 within seconds for a workbook with 100 bytes flipped (it used to hang until the function timed out)', async () => {
    const file = flipped(await workbookBuffer([{ name: 'Schedule', rows: [SCHEDULE_HEADER, ['Boys U12', 'U12', 'Boys', '2026-07-14', '10:00', 'Pitch 1', 'AIK U12', 'AIK', 'IFK U12', 'IFK', '']] }]));
    const answer = await call<{ error: string; message: string }>('POST', '/api/files/process-excel', { token: auth.token, headers: auth.headers, body: { data: file.toString('base64') } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/damaged/);
  }, 30_000);

  it('answers the parsed schedule and teams and writes nothing', async () => {
    const file = await workbookBuffer(tournamentSheets({ divisions: 2, teams: 8, matches: 12, prefix: 'Preview ' }));
    const answer = await call<{ valid: boolean; schedule: { division: string; homeTeam: string; awayTeam: string }[]; teams: { team: string; bracket: string }[]; summary: Record<string, number> }>(
      'POST',
      '/api/files/process-excel',
      { token: auth.token, headers: auth.headers, body: { data: file.toString('base64') } },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.valid).toBe(true);
    expect(answer.body.schedule).toHaveLength(12);
    expect(answer.body.schedule[0]).toMatchObject({ division: 'Preview Boys U8 Level 1', age: 'u8', gender: 'boys' });
    expect(answer.body.teams).toHaveLength(8);
    expect(answer.body.summary).toMatchObject({ divisions: 2, matches: 12, tournamentTeams: 8 });
    const { data } = await db.entities.division.scan.where((attr, op) => op.begins(attr.name, 'Preview ')).go({ pages: 'all' });
    expect(data).toEqual([]);
  }, 30_000);

  it('answers 400 with the problem for a file that is not a workbook', async () => {
    const answer = await call<{ error: string; message: string }>('POST', '/api/files/process-excel', {
      token: auth.token,
      headers: auth.headers,
      body: { data: craftZip([{ name: 'a.txt', data: Buffer.from('x') }]).toString('base64') },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/zip archive but not an Excel workbook/);
  });
});

describe('who may import', () => {
  it('answers 404 for an import or tournament of another organization', async () => {
    const answer = await call<ImportView>('GET', '/api/imports/no-such-import', { token: auth.token, headers: auth.headers });
    expect(answer.status).toBe(404);
    const tournament = await call('POST', '/api/tournaments/no-such-tournament/imports', { token: auth.token, headers: auth.headers, body: { fileName: 'a.xlsx', size: 10 } });
    expect(tournament.status).toBe(404);
  });
});
