import { buildWorkbook, bombSheetXml, craftZip, sampleSheets, SCHEDULE_HEADER, workbookParts } from '../testing/workbooks';
import { DEFAULT_IMPORT_LIMITS, type ImportLimits } from './limits';
import { describeProblem, WorkbookError } from './problems';
import { readWorkbook } from './reader';
import { bufferSource } from './zip-inspector';

// Workbooks are written and streamed for real; a busy 2-core machine can take seconds.
jest.setTimeout(20_000);

const read = (file: Buffer, limits: Partial<ImportLimits> = {}) => readWorkbook(bufferSource(file), { ...DEFAULT_IMPORT_LIMITS, ...limits });

async function refusal(file: Buffer, limits: Partial<ImportLimits> = {}): Promise<string> {
  try {
    await read(file, limits);
  } catch (error) {
    if (error instanceof WorkbookError) return error.problems.map(describeProblem).join(' | ');
    throw error;
  }
  throw new Error('The workbook was accepted');
}

const schedule = (...rows: unknown[][]) => ({ name: 'Schedule', rows: [SCHEDULE_HEADER, ...rows] });
const match = (overrides: Record<number, unknown> = {}) => {
  const row: unknown[] = ['Boys U12', 'U12', 'Boys', '2026-06-01', '10:00', 'Pitch 1', 'AIK U12', 'AIK', 'Hammarby U12', 'Hammarby IF', ''];
  for (const [index, value] of Object.entries(overrides)) row[Number(index)] = value;
  return row;
};

describe('reading a workbook (exceljs streaming reader)', () => {
  it.each([true, false])('reads the schedule, teams and players sheets (shared strings: %s)', async (sharedStrings) => {
    const parsed = await read(await buildWorkbook(sampleSheets(), { sharedStrings }));
    expect(parsed.schedule).toHaveLength(3);
    expect(parsed.schedule[0]).toMatchObject({
      row: 2,
      division: 'Boys U12',
      age: 'u12',
      gender: 'boys',
      date: '2026-06-01',
      time: '10:00',
      field: 'Pitch 1',
      homeTeam: 'AIK U12',
      awayClub: 'Hammarby IF',
      status: '',
    });
    expect(parsed.teams.map((team) => [team.team, team.bracket])).toEqual([
      ['AIK U12', 'Group A'],
      ['Hammarby U12', 'Group A'],
      ['Djurgården U12', 'Group B'],
      ['IFK U12', 'Group B'],
    ]);
    expect(parsed.teams[0]?.clubTeams).toEqual([{ teamId: 't-aik-12', name: 'AIK U12', age: 'u12', gender: 'male' }]);
    expect(parsed.players[0]).toMatchObject({ name: 'Ana Andersson', teamIds: ['t-aik-12'], registrationId: 'R-1', jerseyNumber: 7, extra: { shoeSize: 38 } });
    expect(parsed.problems).toEqual([]);
  });

  it('matches headers whatever their case, spacing and synonyms, below a title row', async () => {
    const parsed = await read(
      await buildWorkbook([
        {
          name: 'Fixtures',
          rows: [
            ['Summer Cup 2026 — schedule'],
            ['DIVISION', 'age group', 'Sex', 'Match Date', 'Kick-off', 'PITCH', 'Group', 'home  team', 'Home-Club', 'Guest', 'Guest Club', 'Notes'],
            ['Girls U14', 'Under 14', 'F', '2026-06-02', '9.30', 'B', 'Group 1', 'AIK G14', 'AIK', 'IFK G14', 'IFK', 'bring water'],
          ],
        },
      ]),
    );
    expect(parsed.schedule).toEqual([
      expect.objectContaining({ row: 3, division: 'Girls U14', age: 'u14', gender: 'girls', time: '09:30', field: 'B', bracket: 'Group 1', homeTeam: 'AIK G14', homeClub: 'AIK', awayTeam: 'IFK G14' }),
    ]);
    expect(parsed.warnings).toEqual(["Sheet 'Fixtures': columns ignored (not known): Notes (L)"]);
  });

  it('reads age and gender from the division name when the sheet has no such columns', async () => {
    const parsed = await read(
      await buildWorkbook([
        {
          name: 'S',
          rows: [
            ['Division', 'Date', 'Home Team', 'Away Team'],
            ['B12', '2026-06-01', 'A', 'B'],
            ['Girls Under 15', '2026-06-01', 'C', 'D'],
          ],
        },
      ]),
    );
    expect(parsed.schedule.map((row) => [row.age, row.gender])).toEqual([
      ['u12', 'boys'],
      ['u15', 'girls'],
    ]);
  });

  it('reads dates typed as text, as Excel serial numbers and as date cells, with times as day fractions', async () => {
    const parsed = await read(
      await buildWorkbook([
        schedule(
          match({ 3: 46174, 4: 0.4375 }),
          match({ 3: '1.6.2026', 4: '2:30 PM' }),
          match({ 3: '06/25/2026', 4: '' }),
          match({ 3: new Date(Date.UTC(2026, 5, 3, 14, 15)), 4: '' }),
          match({ 3: '3 June 2026', 4: '' }),
        ),
      ]),
    );
    expect(parsed.schedule.map((row) => [row.date, row.time ?? ''])).toEqual([
      ['2026-06-01', '10:30'],
      ['2026-06-01', '14:30'],
      ['2026-06-25', ''],
      ['2026-06-03', '14:15'],
      ['2026-06-03', ''],
    ]);
  });

  it('names the row and column of each bad cell, and keeps going to list them all', async () => {
    const parsed = await read(
      await buildWorkbook([
        schedule(match({ 3: '03/04/2026' }), match({ 3: 'next friday' }), match({ 1: 'U25' }), match({ 2: 'robots' }), match({ 6: '' }), match({ 8: 'AIK U12', 9: 'AIK' }), match({ 10: 'paused' })),
      ]),
    );
    expect(parsed.schedule).toEqual([]);
    expect(parsed.problems.map(describeProblem)).toEqual([
      "Sheet 'Schedule', row 2, Date (column D): Date '03/04/2026' could be day/month or month/day; write it as YYYY-MM-DD",
      "Sheet 'Schedule', row 3, Date (column D): Date 'next friday' is not a date (write it as YYYY-MM-DD)",
      "Sheet 'Schedule', row 4, Age (column B): Age 'U25' is not an age group (U6 to U19)",
      "Sheet 'Schedule', row 5, Gender (column C): Gender 'robots' is not boys, girls or mixed",
      "Sheet 'Schedule', row 6, Home Team (column G): Home Team is empty",
      "Sheet 'Schedule', row 7, Away Team (column I): Home Team and Away Team are the same team ('AIK U12')",
      "Sheet 'Schedule', row 8, Status (column K): Status 'paused' cannot be imported: leave it empty for a match to be played, or write 'completed' with both scores",
    ]);
  });

  it('uses a formula’s calculated value, refuses one without, and refuses text that would run as a formula', async () => {
    const parsed = await read(
      await buildWorkbook([
        schedule(
          match({ 6: { formula: 'CONCAT("AIK"," U13")', result: 'AIK U13' } }),
          match({ 6: { formula: 'A1&B1' } }),
          match({ 6: '=HYPERLINK("http://evil.example","Click")' }),
          match({ 8: "+cmd|' /C calc'!A0" }),
          match({ 5: '@SUM(1+1)' }),
          match({ 5: '-2+3' }),
        ),
      ]),
    );
    expect(parsed.schedule.map((row) => row.homeTeam)).toEqual(['AIK U13']);
    expect(parsed.problems.map((problem) => [problem.row, problem.column])).toEqual([
      [3, 'Home Team (column G)'],
      [4, 'Home Team (column G)'],
      [5, 'Away Team (column I)'],
      [6, 'Field (column F)'],
      [7, 'Field (column F)'],
    ]);
    expect(parsed.problems[0]?.message).toMatch(/formula without a calculated value/);
    expect(parsed.problems[1]?.message).toMatch(/starts with '=', so it would run as a formula when exported/);
  });

  it('applies the player form’s name rule to imported players, so every imported player can be edited', async () => {
    const parsed = await read(
      await buildWorkbook([
        schedule(match()),
        {
          name: 'Players',
          rows: [
            ['Name', 'teamId', 'Registration Id'],
            ["Jean-Luc O'Brien", 't-1', 'R-1'],
            ['J. R. Smith', 't-1', 'R-2'],
            ['Ana 2', 't-1', 'R-3'],
          ],
        },
      ]),
    );
    expect(parsed.players.map((player) => player.name)).toEqual(["Jean-Luc O'Brien", 'J. R. Smith']);
    expect(parsed.problems.map(describeProblem)).toEqual(["Sheet 'Players', row 4, Name (column A): Invalid name: 'Ana 2'"]);
  });

  it('keeps a team name with HTML as plain text', async () => {
    const parsed = await read(await buildWorkbook([schedule(match({ 6: '<img src=x onerror=alert(1)> United' }))]));
    expect(parsed.schedule[0]?.homeTeam).toBe('<img src=x onerror=alert(1)> United');
  });

  it('refuses a sheet whose headers miss a required column, naming what it found', async () => {
    expect(
      await refusal(
        await buildWorkbook([
          {
            name: 'Plan',
            rows: [
              ['Home Team', 'Away Team', 'Datum'],
              ['A', 'B', '2026-06-01'],
            ],
          },
        ]),
      ),
    ).toBe("Sheet 'Plan', row 1: The schedule sheet has no 'Division', 'Date' column (found: Home Team, Away Team, Datum)");
    expect(
      await refusal(
        await buildWorkbook([
          {
            name: 'Plan',
            rows: [
              ['Heim', 'Gast'],
              ['A', 'B'],
            ],
          },
        ]),
      ),
    ).toMatch(/^No sheet has the columns of a schedule/);
  });

  it('refuses empty workbooks and sheets with only a header', async () => {
    expect(await refusal(await buildWorkbook([{ name: 'Empty', rows: [] }]))).toBe('The workbook is empty: no sheet has any rows.');
    expect(await refusal(await buildWorkbook([schedule()]))).toBe('The schedule and teams sheets have a header row but no rows below it.');
  });

  it('stops at the row limit, naming the row', async () => {
    const rows = Array.from({ length: 8 }, (_, index) => match({ 4: `1${index}:00` }));
    expect(await refusal(await buildWorkbook([schedule(...rows)]), { maxMatches: 5 })).toBe(
      "Sheet 'Schedule', row 7: The workbook has more than 5 schedule rows, the most one import takes. Split it into several files.",
    );
  });
});

describe('files that are not workbooks', () => {
  it.each([
    ['a CSV renamed .xlsx', Buffer.from('Division,Date,Home Team\nBoys U12,2026-06-01,AIK\n'), /text \(CSV\) file/],
    ['an old .xls (or password-protected) file', Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(600)]), /Excel 97–2003 \(\.xls\)/],
    ['a PDF', Buffer.from('%PDF-1.7 ...'), /is a PDF/],
    ['random bytes', Buffer.from([0x00, 0x9f, 0x11, 0xfe, 0x00, 0x00, 0x10]), /not an Excel workbook/],
    ['an empty file', Buffer.alloc(0), /The file is empty/],
    ['a zip that is no workbook', craftZip([{ name: 'notes.txt', data: Buffer.from('hello') }]), /zip archive but not an Excel workbook/],
  ])('refuses %s with a message saying what it is', async (_label, file, message) => {
    expect(await refusal(file)).toMatch(message);
  });

  it('refuses a truncated upload', async () => {
    const file = await buildWorkbook(sampleSheets());
    expect(await refusal(file.subarray(0, Math.floor(file.length / 2)))).toMatch(/damaged: it ends before the end of the workbook/);
  });

  it('refuses a workbook with damaged sheet XML', async () => {
    expect(await refusal(craftZip(workbookParts('<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Division</t></is></c></row></sheetData')))).toMatch(/damaged|empty|No sheet/);
  });

  it('refuses a file over the size limit before reading it', async () => {
    const file = await buildWorkbook(sampleSheets());
    expect(await refusal(file, { maxFileBytes: 1024 })).toMatch(/^The file is \d+ KB; the limit is 1 KB\.$/);
  });

  it('refuses a zip bomb by its declared size, without inflating it', async () => {
    const file = craftZip(workbookParts(bombSheetXml(10)).map((part) => (part.name.includes('sheet1') ? { ...part, declaredSize: 300 * 1024 * 1024 } : part)));
    expect(await refusal(file)).toBe('The workbook expands to 300 MB when opened; the limit is 256 MB (this looks like a zip bomb).');
  });

  it('stops a part that inflates past the size it declares (a lying zip bomb)', async () => {
    const file = craftZip(workbookParts(bombSheetXml(8 * 1024 * 1024)).map((part) => (part.name.includes('sheet1') ? { ...part, declaredSize: 2048 } : part)));
    expect(file.length).toBeLessThan(64 * 1024);
    expect(await refusal(file)).toMatch(/expands beyond the size it declares \(this looks like a zip bomb\)/);
  });

  it('stops the stream when the parts together inflate past the limit', async () => {
    const file = craftZip(workbookParts(bombSheetXml(4 * 1024 * 1024)));
    expect(await refusal(file, { maxUncompressedBytes: 1024 * 1024 })).toMatch(/expands to .* when opened; the limit is 1 MB/);
  });
});
