import { IMPORT_PROGRESS_STEPS, playersToImport, teamsToImport } from './import-rules';
import { splitSemicolonValues } from './split-semicolon-values';
import { mapSpreadsheetRow, spreadsheetKey } from './spreadsheet-columns';

describe('splitSemicolonValues', () => {
  it('splits, trims and drops empties', () => {
    expect(splitSemicolonValues(' U12 Blue ; U12 Red;; ')).toEqual(['U12 Blue', 'U12 Red']);
  });
  it('reads one value and a number', () => {
    expect(splitSemicolonValues('AIK')).toEqual(['AIK']);
    expect(splitSemicolonValues(1042)).toEqual(['1042']);
  });
  it('gives nothing for an empty cell', () => {
    for (const cell of [undefined, null, '', ' ; ']) expect(splitSemicolonValues(cell)).toEqual([]);
  });
});

describe('spreadsheet columns', () => {
  it('maps the schedule’s headers to the API’s camelCase', () => {
    expect(mapSpreadsheetRow({ Division: 'Boys U12', 'Home Team': ' AIK ', 'Home Club': 'AIK', 'Away Team': 'IFK', 'away club': 'IFK', DATE: '2025-06-01' })).toEqual({
      division: 'Boys U12',
      homeTeam: 'AIK',
      homeClub: 'AIK',
      awayTeam: 'IFK',
      awayClub: 'IFK',
      date: '2025-06-01',
    });
  });

  it('camelCases any other column, so players keep their extra fields', () => {
    expect(spreadsheetKey('Jersey Number')).toBe('jerseyNumber');
    expect(spreadsheetKey('Registration ID')).toBe('registrationID');
    expect(mapSpreadsheetRow({ 'Date of birth': '2013-04-02', '': 'x' })).toEqual({ dateOfBirth: '2013-04-02' });
  });
});

describe('import rules (spec §4, §5)', () => {
  it('reports progress in the spec’s order', () => {
    expect(IMPORT_PROGRESS_STEPS).toEqual([
      'Loading',
      'Adding divisions to tournament',
      'Adding age groups to tournament',
      'Adding brackets to tournament',
      'Adding teams to tournament',
      'Adding matches to tournament',
    ]);
  });

  it('skips teams whose id exists, once in the store or earlier in the sheet', () => {
    const teams = [{ id: 't1' }, { id: 't2' }, { id: 't2' }, { id: '' }];
    expect(teamsToImport(teams, ['t1'])).toEqual([{ id: 't2' }, { id: '' }]);
  });

  it('skips players without a team id, and players whose registrationId exists', () => {
    const players = [
      { name: 'Ana', teamId: 't1', registrationId: 'R1' },
      { name: 'Bo', teamId: '', registrationId: 'R2' },
      { name: 'Cy', teamId: 't1', registrationId: 'R3' },
      { name: 'Di', teamId: 't2', registrationId: 'R3' },
      { name: 'Ed', teamId: 't2' },
    ];
    expect(playersToImport(players, ['R1']).map((player) => player.name)).toEqual(['Cy', 'Ed']);
  });
});
