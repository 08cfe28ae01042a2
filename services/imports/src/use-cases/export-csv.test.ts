import type { Actor } from '@pitchside/core';
import { matchRecord } from '@pitchside/core/testing';
import type { MatchRecord, MembershipRecord, TournamentRecord } from '@pitchside/core/data';
import { parseCsv } from '../testing/parse-csv';
import { buildWorkbook } from '../testing/workbooks';
import { escapeFormulaText, unescapeFormulaText } from '../workbook/cells';
import { fieldOf } from '../workbook/headers';
import { DEFAULT_IMPORT_LIMITS } from '../workbook/limits';
import { readWorkbook } from '../workbook/reader';
import { planImport } from '../workbook/plan';
import { bufferSource } from '../workbook/zip-inspector';
import { CSV_COLUMNS, csvField, exportMatchesCsv, matchesCsv, type ExportCsvPorts } from './export-csv';

jest.setTimeout(20_000);

let counter = 0;
function match(overrides: Partial<MatchRecord> = {}): MatchRecord {
  counter += 1;
  return matchRecord('t-1', `m-${counter}`, {
    time: '09:30',
    homeTeam: 'AIK U12',
    homeClub: 'AIK',
    awayTeam: 'Hammarby U12',
    awayClub: 'Hammarby IF',
    homeTeamKey: 'u12',
    awayTeamKey: 'u12--hammarby',
    refereeId: 'ref-secret',
    refereeName: 'Rita',
    ...overrides,
  });
}

describe('the CSV export', () => {
  it('names exactly the schedule columns the importer reads, each one known to it', () => {
    const [header] = parseCsv(matchesCsv([]).slice(1));
    expect(header).toEqual([
      'Division',
      'Age',
      'Gender',
      'Date',
      'Time',
      'Field',
      'Home Team',
      'Home Club',
      'Away Team',
      'Away Club',
      'Status',
      'Bracket',
      'Home Score',
      'Away Score',
      'Round',
      'Match Code',
      'Home From',
      'Away From',
    ]);
    expect(header?.map((label) => fieldOf('schedule', label))).toEqual([...CSV_COLUMNS]);
  });

  it('is UTF-8 with a byte-order mark and CRLF rows; a completed match keeps its score, a live one is written as scheduled', () => {
    const text = matchesCsv([match({ status: 'completed', homeScore: 3, awayScore: 1 }), match({ status: 'in_progress', homeScore: 1, homeTeam: 'Djurgården U12', homeClub: null })]);
    expect(text.startsWith('\uFEFFDivision,')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.slice(1).split('\r\n')).toEqual([
      'Division,Age,Gender,Date,Time,Field,Home Team,Home Club,Away Team,Away Club,Status,Bracket,Home Score,Away Score,Round,Match Code,Home From,Away From',
      'Boys U12,U12,boys,2026-07-14,09:30,Pitch 1,AIK U12,AIK,Hammarby U12,Hammarby IF,completed,Group A,3,1,,,,',
      'Boys U12,U12,boys,2026-07-14,09:30,Pitch 1,Djurgården U12,,Hammarby U12,Hammarby IF,,Group A,,,,,,',
      '',
    ]);
    expect(text).not.toMatch(/secret|Rita/);
  });

  it('quotes by RFC 4180: commas, quotes and line breaks', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('Smith, Jones')).toBe('"Smith, Jones"');
    expect(csvField('The "Reds"')).toBe('"The ""Reds"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(7)).toBe('7');
  });

  it('puts an apostrophe before text a spreadsheet would run, and the importer takes it off again', () => {
    for (const dangerous of ['=HYPERLINK("http://evil.example","x")', '+cmd|calc', '@SUM(1)', '-2+3', '\tTab', "'=already", "''@twice"]) {
      const escaped = escapeFormulaText(dangerous);
      expect(escaped).toBe(`'${dangerous}`);
      expect(unescapeFormulaText(escaped)).toBe(dangerous);
    }
    for (const harmless of ["'t Gooi", '-5', '-2.5', 'A-Team', "O'Neill", '']) {
      expect(escapeFormulaText(harmless)).toBe(harmless);
      expect(unescapeFormulaText(harmless)).toBe(harmless);
    }
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('=A1,B1')).toBe('"\'=A1,B1"');
  });

  it('imports back to the same matches through the workbook reader (the CSV opened and saved as .xlsx)', async () => {
    const matches = [
      match({
        division: 'Girls U14',
        age: 'u14',
        gender: 'girls',
        date: '2026-07-15',
        time: '14:05',
        field: 'Pitch 2, "North"',
        homeTeam: '=Evil() FC',
        homeClub: null,
        awayTeam: 'Ærø, Łódź "Ünited"',
        awayClub: null,
        bracket: null,
      }),
      match({ status: 'completed', homeScore: 2, awayScore: 2, homeTeam: "'t Gooi", homeClub: "'t Gooi", awayTeam: '-Minus United', awayClub: '@Clubs' }),
      match({ time: '', field: null, homeTeam: 'Multi\nLine', homeClub: null, awayTeam: '+Plus', awayClub: null }),
    ];
    const rows = parseCsv(matchesCsv(matches).slice(1));
    const parsed = await readWorkbook(bufferSource(await buildWorkbook([{ name: 'matches', rows }])), DEFAULT_IMPORT_LIMITS);
    expect(parsed.problems).toEqual([]);
    expect(parsed.schedule.map(({ sheet: _sheet, row: _row, ...rest }) => rest)).toEqual([
      { division: 'Girls U14', age: 'u14', gender: 'girls', date: '2026-07-15', time: '14:05', field: 'Pitch 2, "North"', homeTeam: '=Evil() FC', awayTeam: 'Ærø, Łódź "Ünited"', status: '' },
      {
        division: 'Boys U12',
        age: 'u12',
        gender: 'boys',
        date: '2026-07-14',
        time: '09:30',
        field: 'Pitch 1',
        bracket: 'Group A',
        homeTeam: "'t Gooi",
        homeClub: "'t Gooi",
        awayTeam: '-Minus United',
        awayClub: '@Clubs',
        status: 'completed',
        homeScore: 2,
        awayScore: 2,
      },
      { division: 'Boys U12', age: 'u12', gender: 'boys', date: '2026-07-14', bracket: 'Group A', homeTeam: 'Multi\nLine', awayTeam: '+Plus', status: '' },
    ]);
  });
});

describe('the CSV round trip keeps groups and the knockout', () => {
  const scheduled = (overrides: Partial<MatchRecord>) => match({ bracket: null, homeClub: null, awayClub: null, ...overrides });
  const matches = [
    // Rows the scheduler made: the group letter on the row, the bracket left empty (issue 16: groups came back as 'Default').
    scheduled({ group: 'A', homeTeam: 'Arsenal', homeTeamKey: 'arsenal', awayTeam: 'Brentford', awayTeamKey: 'brentford' }),
    scheduled({ group: 'B', homeTeam: 'Chelsea', homeTeamKey: 'chelsea', awayTeam: 'Dulwich', awayTeamKey: 'dulwich', time: '10:30' }),
    scheduled({
      stage: 'knockout',
      knockoutCode: 'F',
      roundName: 'Final',
      homeTeam: 'Arsenal',
      homeTeamKey: 'arsenal',
      homeLabel: 'Winner Group A',
      awayTeam: 'Winner Group B',
      awayTeamKey: null,
      awayLabel: 'Winner Group B',
      time: '15:00',
    }),
    scheduled({
      stage: 'knockout',
      knockoutCode: '3P',
      roundName: 'Third place',
      homeTeam: '2nd Group A',
      homeTeamKey: null,
      homeLabel: '2nd Group A',
      awayTeam: '2nd Group B',
      awayTeamKey: null,
      awayLabel: '2nd Group B',
      time: '14:00',
    }),
  ];

  it('writes the group, the round, the slot and where each side comes from', () => {
    const rows = parseCsv(matchesCsv(matches).slice(1));
    const column = (name: string) => rows[0]?.indexOf(name) ?? -1;
    const at = (row: number, name: string) => rows[row]?.[column(name)];
    expect([at(1, 'Bracket'), at(2, 'Bracket'), at(3, 'Bracket')]).toEqual(['Group A', 'Group B', '']);
    expect([at(3, 'Round'), at(3, 'Match Code'), at(3, 'Home From'), at(3, 'Away From')]).toEqual(['Final', 'F', 'Winner Group A', 'Winner Group B']);
    expect([at(4, 'Round'), at(4, 'Home Team'), at(4, 'Home From')]).toEqual(['Third place', '2nd Group A', '2nd Group A']);
  });

  it('imports back the same groups and knockout, and no placeholder becomes a team', async () => {
    const rows = parseCsv(matchesCsv(matches).slice(1));
    const parsed = await readWorkbook(bufferSource(await buildWorkbook([{ name: 'matches', rows }])), DEFAULT_IMPORT_LIMITS);
    expect(parsed.problems).toEqual([]);
    const plan = planImport(parsed, { orgId: 'org-a', matchIdOf: (fixture) => `m-${fixture.homeTeam}-${fixture.awayTeam}` });
    expect(plan.problems).toEqual([]);
    expect(plan.tournamentTeams.map((team) => [team.team, team.bracket]).sort()).toEqual([
      ['Arsenal', 'Group A'],
      ['Brentford', 'Group A'],
      ['Chelsea', 'Group B'],
      ['Dulwich', 'Group B'],
    ]);
    const final = plan.matches.find((planned) => planned.knockoutCode === 'F');
    expect(final).toMatchObject({
      stage: 'knockout',
      roundName: 'Final',
      knockoutOrder: 1,
      homeTeamKey: 'arsenal',
      awayTeamKey: null,
      homeLabel: 'Winner Group A',
      awayLabel: 'Winner Group B',
      homeSource: 'group:A:1',
      awaySource: 'group:B:1',
      bracket: null,
    });
    const third = plan.matches.find((planned) => planned.knockoutCode === '3P');
    expect(third).toMatchObject({ homeTeamKey: null, awayTeamKey: null, homeSource: 'group:A:2', awaySource: 'group:B:2', roundName: 'Third place' });
    expect(plan.brackets.map((bracket) => bracket.name).sort()).toEqual(['Group A', 'Group B']);
  });

  it('reads a hand-written placeholder as a slot too, without the knockout columns', async () => {
    const rows = [
      ['Division', 'Date', 'Home Team', 'Away Team', 'Bracket'],
      ['Boys U12', '2026-07-14', 'Arsenal', 'Brentford', 'Group A'],
      ['Boys U12', '2026-07-15', 'Winner Group A', 'Loser SF1', ''],
    ];
    const parsed = await readWorkbook(bufferSource(await buildWorkbook([{ name: 'matches', rows }])), DEFAULT_IMPORT_LIMITS);
    const plan = planImport(parsed, { orgId: 'org-a', matchIdOf: (fixture) => `m-${fixture.homeTeam}` });
    expect(plan.tournamentTeams.map((team) => team.team).sort()).toEqual(['Arsenal', 'Brentford']);
    expect(plan.matches[1]).toMatchObject({ stage: 'knockout', homeSource: 'group:A:1', awaySource: 'loser:SF1', homeTeamKey: null, awayTeamKey: null });
  });
});

describe('who may export', () => {
  const tournament = { tournamentId: 't-1', orgId: 'org-a', organizerUid: 'ada', name: 'Summer Cup 2026', draft: true } as TournamentRecord;
  const member = (uid: string, orgId: string, role: MembershipRecord['role']) => ({ uid, orgId, role }) as MembershipRecord;
  const ports: ExportCsvPorts = {
    organizations: {
      membershipsOfUser: async (uid) =>
        [member('ada', 'org-a', { admin: true }), member('bo', 'org-b', { admin: true }), member('tara', 'org-a', { tournamentadmin: true })].filter((m) => m.uid === uid),
    },
    tournaments: { get: async (id) => (id === 't-1' ? tournament : null), isLinked: async (uid) => uid === 'tara' },
    matches: { listByTournament: async () => [match()] },
  };
  const actor = (uid: string, roles: Actor['roles']): Actor => ({ uid, email: `${uid}@example.test`, displayName: uid, roles });

  it('lets the organization’s admin and a linked tournament admin export, and tells anyone else it does not exist', async () => {
    await expect(exportMatchesCsv(ports, actor('ada', ['admin']), undefined, 't-1')).resolves.toMatchObject({ fileName: 'summer-cup-2026-matches.csv' });
    await expect(exportMatchesCsv(ports, actor('tara', ['tournamentadmin']), undefined, 't-1')).resolves.toBeDefined();
    await expect(exportMatchesCsv(ports, actor('bo', ['admin']), undefined, 't-1')).rejects.toMatchObject({ status: 404 });
  });
});
