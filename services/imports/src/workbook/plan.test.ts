import { importedMatchId } from '@pitchside/core/data';
import { buildWorkbook, SCHEDULE_HEADER } from '../testing/workbooks';
import { DEFAULT_IMPORT_LIMITS } from './limits';
import { planImport } from './plan';
import { readWorkbook } from './reader';
import { bufferSource } from './zip-inspector';

// Workbooks are written and streamed for real; a busy 2-core machine can take seconds.
jest.setTimeout(20_000);

async function plan(sheets: Parameters<typeof buildWorkbook>[0], existing: { teamKey: string; team: string; club: string | null }[] = []) {
  const parsed = await readWorkbook(bufferSource(await buildWorkbook(sheets)), DEFAULT_IMPORT_LIMITS);
  expect(parsed.problems).toEqual([]);
  return planImport(parsed, { orgId: 'org-1', existingTournamentTeams: existing, matchIdOf: importedMatchId });
}

describe('planning an import', () => {
  it('reads several teams from semicolon-separated teamId, teamName, teamAge and teamGender cells', async () => {
    const result = await plan([
      {
        name: 'Teams',
        rows: [
          ['Team', 'Club', 'Division', 'Age', 'Gender', 'teamId', 'teamName', 'teamAge', 'teamGender'],
          ['Lions U12', 'Lions', 'Boys U12', 'U12', 'Boys', '101; 102;', 'Lions U12 Blue; Lions U12 Red', 'U12', 'male; male'],
          ['Tigers U12', 'Tigers', 'Boys U12', 'U12', 'Boys', '102', 'Tigers U12', 'U12', 'male'],
        ],
      },
    ]);
    expect(result.teams.map((team) => [team.teamId, team.name, team.age, team.gender])).toEqual([
      ['org-1:101', 'Lions U12 Blue', 'u12', 'male'],
      ['org-1:102', 'Lions U12 Red', 'u12', 'male'],
    ]);
    expect(result.skipped).toEqual([{ sheet: 'Teams', row: 3, reason: "Team id '102' appears earlier in sheet 'Teams' row 2" }]);
    expect(result.tournamentTeams.map((team) => [team.team, team.teamId])).toEqual([
      ['Lions U12', 'org-1:101'],
      ['Tigers U12', 'org-1:102'],
    ]);
  });

  it('refuses value lists that do not line up', async () => {
    const parsed = await readWorkbook(
      bufferSource(
        await buildWorkbook([
          {
            name: 'Teams',
            rows: [
              ['Team', 'Division', 'teamId', 'teamName'],
              ['Lions', 'Boys U12', '1;2;3', 'A;B'],
            ],
          },
        ]),
      ),
      DEFAULT_IMPORT_LIMITS,
    );
    expect(parsed.problems.map((problem) => problem.message)).toEqual(['teamName has 2 values but teamId has 3; give one value, or one per team id, separated by semicolons']);
  });

  it('deduplicates tournament teams by name with the club removed, and keeps two clubs’ look-alike teams apart', async () => {
    const result = await plan([
      {
        name: 'Schedule',
        rows: [
          SCHEDULE_HEADER,
          ['Boys U12', 'U12', 'Boys', '2026-06-01', '10:00', 'P1', 'Hammarby IF U12', '', 'AIK U12', 'AIK', ''],
          ['Boys U12', 'U12', 'Boys', '2026-06-01', '10:00', 'P1', 'hammarby if  u12', '', 'AIK U12', 'AIK', ''],
        ],
      },
      {
        name: 'Teams',
        rows: [
          ['Team', 'Club', 'Division'],
          ['U12', 'Hammarby IF', 'Boys U12'],
          ['Hammarby IF U12', 'Hammarby IF', 'Boys U12'],
        ],
      },
    ]);
    expect(result.tournamentTeams.map((team) => [team.team, team.club, team.teamKey])).toEqual([
      ['U12', 'Hammarby IF', 'u12'],
      ['AIK U12', 'AIK', 'u12--aik'],
    ]);
    expect(result.skipped).toEqual([
      { sheet: 'Teams', row: 3, reason: "Same team as 'U12' in sheet 'Teams' row 2 (teams are the same by name with the club removed)" },
      { sheet: 'Schedule', row: 3, reason: "The same match as sheet 'Schedule' row 2" },
    ]);
    expect(result.matches).toHaveLength(1);
    expect(result.matches[0]).toMatchObject({ homeTeamKey: 'u12', awayTeamKey: 'u12--aik' });
  });

  it('finds a stored team again under its stored key, so a re-import keeps its keys', async () => {
    const result = await plan(
      [{ name: 'Schedule', rows: [SCHEDULE_HEADER, ['Boys U12', 'U12', 'Boys', '2026-06-01', '', '', 'AIK U12', 'AIK', 'IFK U12', 'IFK', '']] }],
      [{ teamKey: 'u12--aik', team: 'AIK U12', club: 'AIK' }],
    );
    expect(result.tournamentTeams.map((team) => team.teamKey)).toEqual(['u12--aik', 'u12']);
  });

  it('gives the same match the same id whatever the case and spacing', async () => {
    const a = importedMatchId({ division: 'Boys U12', date: '2026-06-01', time: '10:00', homeTeam: 'AIK', awayTeam: 'IFK' });
    expect(importedMatchId({ division: ' boys  u12', date: '2026-06-01', time: '10:00', homeTeam: 'aik', awayTeam: 'IFK ' })).toBe(a);
  });
});
