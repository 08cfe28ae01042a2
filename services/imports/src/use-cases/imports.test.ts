import { IMPORT_PROGRESS_STEPS } from '@pitchside/shared';
import { AppError, type Actor } from '@pitchside/core';
import { type MembershipRecord } from '@pitchside/core/data';
import { demoTournament, inMemoryImportsPorts } from '../testing/in-memory-ports';
import { buildWorkbook, sampleSheets, SCHEDULE_HEADER } from '../testing/workbooks';
import { getImport, IMPORT_INTERRUPTED } from './get-import';
import { processExcel, withinAnswerLimit } from './process-excel';
import { importIdOfKey, runImport, STALE_AFTER_MS } from './run-import';
import { startImport } from './start-import';

// Workbooks are written and streamed for real; a busy 2-core machine can take seconds.
jest.setTimeout(20_000);

const admin: Actor = { uid: 'admin-1', email: 'admin@org.test', displayName: 'Alex', roles: ['admin'] };
const organizer: Actor = { uid: 'to-1', email: 'to@org.test', displayName: 'Tara', roles: ['tournamentadmin'] };
const outsider: Actor = { uid: 'other-1', email: 'x@other.test', displayName: 'Olle', roles: ['admin'] };
const member = (uid: string, orgId: string, role: MembershipRecord['role']): MembershipRecord => ({ orgId, uid, email: `${uid}@t.test`, displayName: uid, role });

async function setup() {
  const world = inMemoryImportsPorts();
  world.addMembership(member('admin-1', 'org-1', { admin: true }));
  world.addMembership(member('to-1', 'org-1', { tournamentadmin: true }));
  world.addMembership(member('other-1', 'org-2', { admin: true }));
  world.addTournament(demoTournament());
  return world;
}

async function uploadAndRun(world: Awaited<ReturnType<typeof setup>>, file: Buffer, actor: Actor = admin) {
  const started = await startImport(world.ports, actor, undefined, 'cup-1', { fileName: 'cup.xlsx', size: file.length });
  const key = `imports/cup-1/${started.importId}.xlsx`;
  world.upload(key, file);
  const outcome = await runImport(world.ports, key);
  return { started, key, outcome, job: await getImport(world.ports, actor, undefined, started.importId) };
}

/** 120 matches (five batches of 25), uploaded for a new import that has not run yet. */
async function uploadManyMatches(world: Awaited<ReturnType<typeof setup>>) {
  const rows = Array.from({ length: 120 }, (_, index) => [
    'Boys U12',
    'U12',
    'Boys',
    '2026-06-01',
    `${String(8 + Math.floor(index / 12)).padStart(2, '0')}:${String((index % 12) * 5).padStart(2, '0')}`,
    'P1',
    `Team ${index}`,
    '',
    `Team ${index + 1000}`,
    '',
    '',
  ]);
  const file = await buildWorkbook([{ name: 'Schedule', rows: [SCHEDULE_HEADER, ...rows] }]);
  const started = await startImport(world.ports, admin, undefined, 'cup-1', { fileName: 'cup.xlsx', size: file.length });
  const key = `imports/cup-1/${started.importId}.xlsx`;
  world.upload(key, file);
  return { file, started, key };
}

async function status(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (error) {
    if (error instanceof AppError) return error.status;
    throw error;
  }
}

describe('startImport', () => {
  it('records a queued job and answers a presigned PUT for exactly the file’s size', async () => {
    const world = await setup();
    const answer = await startImport(world.ports, admin, undefined, 'cup-1', { fileName: 'Cup 2026.xlsx', size: 12_345 });
    expect(answer).toMatchObject({
      importId: 'import-1',
      status: 'queued',
      upload: { method: 'PUT', maxBytes: 20 * 1024 * 1024, headers: { 'content-type': expect.stringContaining('spreadsheetml') } },
    });
    expect(answer.upload.url).toContain('imports/cup-1/import-1.xlsx?length=12345');
    expect(world.jobs.get('import-1')).toMatchObject({ status: 'queued', tournamentId: 'cup-1', orgId: 'org-1', uploaderUid: 'admin-1', fileName: 'Cup 2026.xlsx' });
  });

  it('refuses a file over the upload limit', async () => {
    const world = await setup();
    await expect(startImport(world.ports, admin, undefined, 'cup-1', { fileName: 'big.xlsx', size: 20 * 1024 * 1024 + 1 })).rejects.toThrow('The file is 20 MB; the limit is 20 MB.');
  });

  it('lets an admin of the organization and a linked tournament admin in; nobody else', async () => {
    const world = await setup();
    expect(await status(startImport(world.ports, outsider, undefined, 'cup-1', { fileName: 'a.xlsx', size: 10 }))).toBe(404);
    expect(await status(startImport(world.ports, organizer, undefined, 'cup-1', { fileName: 'a.xlsx', size: 10 }))).toBe(404);
    world.link('to-1', 'cup-1');
    expect(await status(startImport(world.ports, organizer, undefined, 'cup-1', { fileName: 'a.xlsx', size: 10 }))).toBe(200);
    expect(await status(startImport(world.ports, admin, undefined, 'no-such-cup', { fileName: 'a.xlsx', size: 10 }))).toBe(404);
  });
});

describe('runImport', () => {
  it('imports schedule, teams and players in the spec’s order and sets hasSchedule', async () => {
    const world = await setup();
    world.addUser('coach@aik.test', 'coach-uid');
    world.addMembership(member('coach-uid', 'org-1', { coach: true }));
    const { job, outcome } = await uploadAndRun(world, await buildWorkbook(sampleSheets()));
    expect(outcome).toBe('completed');
    expect(job).toMatchObject({ status: 'completed', step: IMPORT_PROGRESS_STEPS[5], stepIndex: 5, error: null });
    expect(job.steps.map((step) => step.state)).toEqual(['done', 'done', 'done', 'done', 'done', 'done']);
    expect(job.counts).toEqual({
      divisions: { added: 2, skipped: 0 },
      ageGroups: { added: 2, skipped: 0 },
      brackets: { added: 3, skipped: 0 },
      teams: { added: 6, skipped: 0 },
      matches: { added: 3, skipped: 0 },
      players: { added: 2, skipped: 0 },
    });
    expect(job.report).toEqual([{ sheet: 'Players', row: 3, reason: 'The player has no team id' }]);
    expect([...world.tables.divisions.values()].map((division) => [division.divisionId, division.age, division.gender])).toEqual([
      ['boys-u12', 'u12', 'boys'],
      ['girls-u14', 'u14', 'girls'],
    ]);
    expect([...world.tables.brackets.keys()]).toEqual(['cup-1/default', 'cup-1/boys-u12--group-a', 'cup-1/boys-u12--group-b']);
    const teams = [...world.tables.tournamentTeams.values()];
    expect(teams.map((team) => [team.team, team.teamKey, team.bracket])).toEqual([
      ['AIK U12', 'u12', 'Group A'],
      ['Hammarby U12', 'hammarbyu12', 'Group A'],
      ['Djurgården U12', 'u12--djurgarden', 'Group B'],
      ['IFK U12', 'u12--ifk', 'Group B'],
      ['AIK G14', 'g14', 'Default'],
      ['Hammarby G14', 'hammarbyg14', 'Default'],
    ]);
    expect([...world.teams.values()].map((team) => [team.teamId, team.coachUid])).toEqual([
      ['org-1:t-aik-12', 'coach-uid'],
      ['org-1:t-ham-12', null],
    ]);
    expect(world.teams.get('org-1:t-aik-12')?.totalPlayers).toBe(1);
    expect(world.tables.matches.size).toBe(3);
    expect(world.tournament('cup-1')).toMatchObject({ hasSchedule: true, teamCount: 6, ageGroups: ['u12', 'u14'], genders: ['boys', 'girls'] });
  });

  it("binds no coach of another organization: their account is not found by the sheet's e-mail", async () => {
    const world = await setup();
    world.addUser('coach@aik.test', 'other-coach-uid');
    world.addMembership(member('other-coach-uid', 'org-2', { coach: true }));
    const { job } = await uploadAndRun(world, await buildWorkbook(sampleSheets()));
    expect(world.teams.get('org-1:t-aik-12')?.coachUid).toBeNull();
    expect(JSON.stringify(job.report)).toContain('coach@aik.test');
  });

  it('adds nothing when the same file is imported again', async () => {
    const world = await setup();
    const file = await buildWorkbook(sampleSheets());
    await uploadAndRun(world, file);
    const before = { matches: world.tables.matches.size, teams: world.tables.tournamentTeams.size, players: world.players.size, batches: world.writes.batches };
    const { job } = await uploadAndRun(world, file);
    expect(job.status).toBe('completed');
    expect(job.counts.matches).toEqual({ added: 0, skipped: 3 });
    expect(job.counts.teams).toEqual({ added: 0, skipped: 6 });
    expect(job.counts.players).toEqual({ added: 0, skipped: 2 });
    expect({ matches: world.tables.matches.size, teams: world.tables.tournamentTeams.size, players: world.players.size, batches: world.writes.batches }).toEqual(before);
    expect(job.report).toContainEqual({ sheet: 'Schedule', row: 2, reason: 'Match AIK U12 – Hammarby U12: Already in the tournament' });
  });

  it('finishes on retry after a crash half way through the matches, writing nothing twice', async () => {
    const world = await setup();
    const { started, key } = await uploadManyMatches(world);
    world.failMatchWritesAfter(2);
    await expect(runImport(world.ports, key)).rejects.toThrow('DynamoDB went away');
    const failed = await getImport(world.ports, admin, undefined, started.importId);
    expect(failed).toMatchObject({ status: 'failed', step: 'Adding matches to tournament', error: expect.stringMatching(/continues where it stopped when retried/) });
    expect(world.tables.matches.size).toBe(50);
    expect(world.tournament('cup-1')?.hasSchedule).toBe(false);

    expect(await runImport(world.ports, key)).toBe('completed');
    const done = await getImport(world.ports, admin, undefined, started.importId);
    expect(done.counts.matches).toEqual({ added: 70, skipped: 50 });
    expect(world.tables.matches.size).toBe(120);
    expect(world.tournament('cup-1')?.hasSchedule).toBe(true);
  });

  it('a worker killed while adding matches is never left running: its lease expires to failed, and uploading the file again completes it, nothing twice', async () => {
    const world = await setup();
    const { file, started, key } = await uploadManyMatches(world);
    world.dieDuringMatchWritesAfter(2);
    void runImport(world.ports, key); // never settles: the process is gone, no catch runs
    for (let waited = 0; world.tables.matches.size < 50 && waited < 15_000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(world.tables.matches.size).toBe(50);
    expect(await getImport(world.ports, admin, undefined, started.importId)).toMatchObject({ status: 'running', step: 'Adding matches to tournament' });

    world.advance(STALE_AFTER_MS + 1000);
    const interrupted = await getImport(world.ports, admin, undefined, started.importId);
    expect(interrupted).toMatchObject({ status: 'failed', step: 'Adding matches to tournament', error: IMPORT_INTERRUPTED, errorMessage: { messageId: 'imports.interrupted' } });
    expect(interrupted.steps.map((step) => step.state)).toEqual(['done', 'done', 'done', 'done', 'done', 'failed']);
    expect(world.tournament('cup-1')?.hasSchedule).toBe(false);

    const again = await uploadAndRun(world, file);
    expect(again.outcome).toBe('completed');
    expect(again.job.counts.matches).toEqual({ added: 70, skipped: 50 });
    expect(world.tables.matches.size).toBe(120);
    expect(world.tournament('cup-1')?.hasSchedule).toBe(true);
    // The dead run's job stays failed: a late heartbeat of a run that is gone cannot revive it.
    expect((await getImport(world.ports, admin, undefined, started.importId)).status).toBe('failed');
  });

  it('leaves a running job alone while its worker still beats', async () => {
    const world = await setup();
    const started = await startImport(world.ports, admin, undefined, 'cup-1', { fileName: 'cup.xlsx', size: 10 });
    // A worker took the job (as run-import claims it): its lease starts now.
    await world.ports.store.claimJob(started.importId, new Date(0).toISOString());
    world.advance(STALE_AFTER_MS - 1000);
    expect((await getImport(world.ports, admin, undefined, started.importId)).status).toBe('running');
  });

  it('refuses a bad file, reporting every row, and writes nothing', async () => {
    const world = await setup();
    const file = await buildWorkbook([
      {
        name: 'Schedule',
        rows: [
          SCHEDULE_HEADER,
          ['Boys U12', 'U12', 'Boys', '2026-06-01', '10:00', 'P1', 'AIK', '', 'IFK', '', ''],
          ['Boys U12', 'U12', 'Boys', 'someday', '10:00', 'P1', '=HYPERLINK("x")', '', 'IFK', '', ''],
        ],
      },
    ]);
    const { job, outcome } = await uploadAndRun(world, file);
    expect(outcome).toBe('failed');
    expect(job.status).toBe('failed');
    expect(job.error).toBe('The file has 2 problems; nothing was imported. Fix the rows listed and upload it again.');
    expect(job.report.map((line) => [line.row, line.reason.slice(0, 20)])).toEqual([
      [3, 'Date (column D): Dat'],
      [3, 'Home Team (column G)'],
    ]);
    expect(world.tables.divisions.size + world.tables.tournamentTeams.size + world.tables.matches.size).toBe(0);
  });

  it('refuses a division whose age differs between rows, before writing', async () => {
    const world = await setup();
    const file = await buildWorkbook([
      {
        name: 'Schedule',
        rows: [SCHEDULE_HEADER, ['Elite', 'U12', 'Boys', '2026-06-01', '10:00', 'P1', 'A', '', 'B', '', ''], ['Elite', 'U13', 'Boys', '2026-06-01', '11:00', 'P1', 'C', '', 'D', '', '']],
      },
    ]);
    const { job } = await uploadAndRun(world, file);
    expect(job.error).toBe("Sheet 'Schedule', row 3, Division: Division 'Elite' is u13 boys here but u12 boys in sheet 'Schedule' row 2");
    expect(world.tables.divisions.size).toBe(0);
  });

  it('does nothing for a second delivery of the same event while the first runs, and takes over a stale run', async () => {
    const world = await setup();
    const file = await buildWorkbook(sampleSheets());
    const started = await startImport(world.ports, admin, undefined, 'cup-1', { fileName: 'cup.xlsx', size: file.length });
    const key = `imports/cup-1/${started.importId}.xlsx`;
    world.upload(key, file);
    // A worker took the job (as run-import claims it): its lease starts now.
    await world.ports.store.claimJob(started.importId, new Date(0).toISOString());
    expect(await runImport(world.ports, key)).toBe('skipped');
    world.advance(STALE_AFTER_MS + 1000);
    expect(await runImport(world.ports, key)).toBe('completed');
    expect(await runImport(world.ports, key)).toBe('skipped');
  });

  it('ignores uploads that belong to no import job', async () => {
    const world = await setup();
    expect(await runImport(world.ports, 'imports/cup-1/unknown.xlsx')).toBe('skipped');
    expect(importIdOfKey('imports/', 'imports/cup-1/abc.xlsx')).toBe('abc');
    expect(importIdOfKey('imports/', 'other/cup-1/abc.xlsx')).toBeNull();
  });
});

describe('getImport', () => {
  it('is not found for another organization', async () => {
    const world = await setup();
    const { started } = await uploadAndRun(world, await buildWorkbook(sampleSheets()));
    await expect(getImport(world.ports, outsider, undefined, started.importId)).rejects.toThrow('Import not found');
    await expect(getImport(world.ports, admin, undefined, 'nope')).rejects.toThrow('Import not found');
  });
});

describe('processExcel (spec §7 preview)', () => {
  it('answers the parsed schedule and teams and writes nothing', async () => {
    const world = await setup();
    const file = await buildWorkbook(sampleSheets());
    const preview = await processExcel(world.ports, admin, undefined, { data: file.toString('base64') });
    expect(preview.valid).toBe(true);
    expect(preview.schedule[0]).toMatchObject({ division: 'Boys U12', age: 'u12', gender: 'boys', homeTeam: 'AIK U12', awayTeam: 'Hammarby U12' });
    expect(preview.teams.map((team) => team.team)).toEqual(['AIK U12', 'Hammarby U12', 'Djurgården U12', 'IFK U12']);
    expect(preview.summary).toEqual({ divisions: 2, ageGroups: 2, brackets: 3, tournamentTeams: 6, teams: 2, players: 2, matches: 3 });
    expect(preview.skipped).toEqual([{ sheet: 'Players', row: 3, reason: 'The player has no team id' }]);
    expect(world.jobs.size + world.tables.matches.size).toBe(0);
  });

  it('refuses a preview larger than a function may answer with a 413 that says what to do, not a 500 at the gateway', async () => {
    const world = await setup();
    const preview = await processExcel(world.ports, admin, undefined, { data: (await buildWorkbook(sampleSheets())).toString('base64') });
    expect(withinAnswerLimit(preview)).toBe(preview);
    expect(() => withinAnswerLimit(preview, 1_000)).toThrow(expect.objectContaining({ status: 413, message: expect.stringContaining('upload it to import it instead') }));
  });

  it('answers 400 naming the problem for a file that is no workbook, and lists row problems', async () => {
    const world = await setup();
    await expect(processExcel(world.ports, admin, undefined, { data: Buffer.from('a,b,c\n').toString('base64') })).rejects.toThrow(/text \(CSV\) file/);
    await expect(processExcel(world.ports, admin, undefined, { data: 'not base64 !!' })).rejects.toThrow('The file is not base64 data');
    const bad = await buildWorkbook([{ name: 'S', rows: [SCHEDULE_HEADER, ['Boys U12', 'U12', 'Boys', 'someday', '', '', 'A', '', 'B', '', '']] }]);
    const preview = await processExcel(world.ports, admin, undefined, { data: bad.toString('base64') });
    expect(preview.valid).toBe(false);
    expect(preview.problems.map((problem) => problem.text)).toEqual(["Sheet 'S', row 2, Date (column D): Date 'someday' is not a date (write it as YYYY-MM-DD)"]);
  });

  it('refuses a file over the preview limit before decoding it', async () => {
    const world = await setup();
    await expect(processExcel(world.ports, admin, undefined, { data: 'A'.repeat(6 * 1024 * 1024) })).rejects.toThrow(/too big to preview \(more than 4 MB\)/);
  });
});

describe('the worker’s own size check', () => {
  it('refuses an uploaded object larger than the limit, whatever the presigned URL said', async () => {
    const world = await setup();
    const file = await buildWorkbook(sampleSheets());
    world.ports.limits = { ...world.ports.limits, maxFileBytes: file.length - 1 };
    const started = await startImport(world.ports, admin, undefined, 'cup-1', { fileName: 'cup.xlsx', size: 100 });
    const key = `imports/cup-1/${started.importId}.xlsx`;
    world.upload(key, file);
    expect(await runImport(world.ports, key)).toBe('failed');
    expect((await getImport(world.ports, admin, undefined, started.importId)).error).toMatch(/^The file is \d+ KB; the limit is \d+ KB\.$/);
    expect(world.tables.matches.size).toBe(0);
  });
});
