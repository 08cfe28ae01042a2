import { describe, expect, it } from '@jest/globals';
import { createIntl } from 'react-intl';
import { setActiveLocale } from '../../../i18n/active-locale';
import appGerman from '../../../i18n/catalogs/app/de.json';
import { sheetReasonText } from '../../../i18n/sheet-reason';
import { englishIntl } from '../../../i18n/testing';
import { playersFromSheet } from './players-sheet';

describe('playersFromSheet', () => {
  it('maps the columns, keeps other columns on the player and numbers rows as the sheet does', () => {
    const sheet = playersFromSheet([
      ['First Name', 'Last Name', 'Registration Id', 'Shirt', 'Position', 'DOB', 'Shoe Size'],
      ['Ana', 'Andersson', 'R-1', 7, 'Goalkeeper', new Date('2013-04-02T00:00:00Z'), 38],
      ['Bo', 'Berg', '', '', '', '', ''],
    ]);
    expect(sheet.problems).toEqual([]);
    expect(sheet.rows).toEqual([
      { row: 2, name: 'Ana Andersson', registrationId: 'R-1', jerseyNumber: 7, position: 'Goalkeeper', dateOfBirth: '2013-04-02', extra: { shoeSize: 38 } },
      { row: 3, name: 'Bo Berg' },
    ]);
  });

  it('sends a blank teamId as it is when the sheet has that column (the API skips it, spec §5)', () => {
    const sheet = playersFromSheet([
      ['Name', 'teamId'],
      ['Ana', 't-1'],
      ['Bo', ''],
    ]);
    expect(sheet.rows).toEqual([
      { row: 2, name: 'Ana', teamId: 't-1' },
      { row: 3, name: 'Bo', teamId: '' },
    ]);
  });

  it('reports a bad jersey number or date with its row', () => {
    const sheet = playersFromSheet([
      ['Name', 'Jersey Number', 'Date of Birth'],
      ['Ana', 'ten', ''],
      ['Bo', '9', '02/04/2013'],
      ['', '3', ''],
    ]);
    expect(sheet.rows).toEqual([]);
    expect(sheet.problems).toEqual([
      { row: 2, name: 'Ana', reason: "Jersey Number: 'ten' is not a number from 0 to 999" },
      { row: 3, name: 'Bo', reason: 'Date of Birth: Use a date like 2013-04-02' },
      { row: 4, reason: 'Please input your Name' },
    ]);
  });

  it('words each reason in the reader’s language and reads English as written', () => {
    const { problems } = playersFromSheet([
      ['Name', 'Jersey Number', 'Date of Birth'],
      ['Ana', 'ten', ''],
      ['Bo', '', '1st of May'],
    ]);
    const reasons = problems.map((problem) => problem.reason);
    expect(problems.map((problem) => sheetReasonText(englishIntl(), problem))).toEqual(reasons);
    setActiveLocale('de');
    try {
      const german = problems.map((problem) => sheetReasonText(createIntl({ locale: 'de', messages: appGerman }), problem));
      expect(german[0]).toBe('Jersey Number: „ten“ ist keine Zahl von 0 bis 999');
      expect(german[1]).toMatch(/^Date of Birth: /);
      expect(german[1]).not.toBe(reasons[1]);
    } finally {
      setActiveLocale('en');
    }
  });
});
