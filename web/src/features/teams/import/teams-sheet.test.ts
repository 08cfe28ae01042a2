import { describe, expect, it } from '@jest/globals';
import { SheetError } from '../../../lib/sheet-file';
import { teamsFromSheet } from './teams-sheet';

const coaches = new Map([['carla@club.test', 'uid-carla']]);

describe('teamsFromSheet', () => {
  it('reads teams as people write them: U12, Boys, a coach by e-mail, the sheet id', () => {
    const sheet = teamsFromSheet(
      [
        ['Team', 'Club', 'Age', 'Gender', 'Coach E-mail', 'teamId'],
        ['AIK U12', 'AIK', 'U12', 'Boys', 'Carla@Club.test', 't-1'],
        ['', '', '', '', '', ''],
        ['<b>Blue</b>', '', 'Under 9', 'female', '', ''],
      ],
      coaches,
    );
    expect(sheet.problems).toEqual([]);
    expect(sheet.rows).toEqual([
      { row: 2, name: 'AIK U12', club: 'AIK', age: 'u12', gender: 'male', coachUid: 'uid-carla', id: 't-1' },
      { row: 4, name: '<b>Blue</b>', age: 'u9', gender: 'female' },
    ]);
  });

  it('reports rows it cannot send, with their sheet rows and the reason', () => {
    const sheet = teamsFromSheet(
      [
        ['name', 'age', 'gender', 'coach'],
        ['A', 'u30', 'male', ''],
        ['B', 'u10', 'mixed', ''],
        ['C', 'u10', 'male', 'nobody@club.test'],
        ['', 'u10', 'male', ''],
        ['E', '', 'male', ''],
      ],
      coaches,
    );
    expect(sheet.rows).toEqual([]);
    expect(sheet.problems.map((problem) => [problem.row, problem.reason])).toEqual([
      [2, "Age: 'u30' is not an age from Under 6 to Under 19"],
      [3, "Unknown gender 'mixed': use male or female"],
      [4, 'nobody@club.test is not a coach of your organization'],
      [5, 'Please input your Team name'],
      [6, 'Please input your Age'],
    ]);
  });

  it('needs a team column and at least one row', () => {
    expect(() => teamsFromSheet([['club', 'age']], coaches)).toThrow(SheetError);
    expect(() => teamsFromSheet([['team', 'age']], coaches)).toThrow('no teams');
    expect(() => teamsFromSheet([], coaches)).toThrow('empty');
  });
});
