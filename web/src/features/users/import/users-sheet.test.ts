import { describe, expect, it } from '@jest/globals';
import { createIntl } from 'react-intl';
import appGerman from '../../../i18n/catalogs/app/de.json';
import publicGerman from '../../../i18n/catalogs/public/de.json';
import { sheetReasonText } from '../../../i18n/sheet-reason';
import { englishIntl } from '../../../i18n/testing';
import { SheetError } from '../../../lib/sheet-file';
import { rolesIn, usersFromSheet } from './users-sheet';

describe('rolesIn', () => {
  it('splits on ; and , and reads names as people write them', () => {
    expect(rolesIn('Coach; referee,Tournament admin')).toEqual({ roles: ['coach', 'referee', 'tournamentadmin'], unknown: [] });
    expect(rolesIn('coach;captain')).toEqual({ roles: ['coach'], unknown: ['captain'] });
  });
});

describe('usersFromSheet', () => {
  it('maps the columns, numbers rows as the sheet does and skips blank rows', () => {
    const sheet = usersFromSheet([
      ['Email', 'Name', 'Roles', 'Phone'],
      ['ana@club.test', 'Ana Berg', 'coach;referee', '555-123-4567'],
      ['', '', '', ''],
      ['bo@club.test', 'Bo Lind', 'medic', null],
    ]);
    expect(sheet.problems).toEqual([]);
    expect(sheet.rows).toEqual([
      { row: 2, email: 'ana@club.test', displayName: 'Ana Berg', role: { coach: true, referee: true }, phone: '555-123-4567' },
      { row: 4, email: 'bo@club.test', displayName: 'Bo Lind', role: { medic: true } },
    ]);
  });

  it('reports a row with an unknown or missing role instead of sending it; other checks are the API’s', () => {
    const sheet = usersFromSheet([
      ['email', 'displayName', 'role'],
      ['ana@club.test', 'Ana', 'captain'],
      ['bo@club.test', 'Bo', ''],
      ['not-an-email', 'Cy', 'coach'],
    ]);
    expect(sheet.problems).toEqual([
      { row: 2, email: 'ana@club.test', reason: 'Unknown role: captain' },
      { row: 3, email: 'bo@club.test', reason: 'Please input your Role' },
    ]);
    expect(sheet.rows).toEqual([{ row: 4, email: 'not-an-email', displayName: 'Cy', role: { coach: true } }]);
  });

  it('needs an email column and at least one user', () => {
    expect(() => usersFromSheet([['name', 'role']])).toThrow(SheetError);
    expect(() => usersFromSheet([['email', 'name']])).toThrow('no users');
    expect(() => usersFromSheet([])).toThrow('empty');
  });

  it('words each file problem in the language on screen through its message id, the English as thrown', () => {
    const german = createIntl({ locale: 'de', messages: { ...publicGerman, ...appGerman } });
    const english = englishIntl();
    const problems = [[['name', 'role']], [['email', 'name']], []].map((cells) => {
      try {
        usersFromSheet(cells);
      } catch (error) {
        return error;
      }
      return undefined;
    });
    for (const problem of problems) {
      expect(problem).toBeInstanceOf(SheetError);
      const { message, messageId } = problem as SheetError;
      expect(english.formatMessage({ id: messageId ?? 'missing' })).toBe(message);
      expect(german.formatMessage({ id: messageId ?? 'missing' })).not.toBe(message);
    }
  });

  it('words an unknown role in the reader’s language and reads English as written', () => {
    const [problem] = usersFromSheet([
      ['email', 'role'],
      ['ana@club.test', 'captain; boss'],
    ]).problems;
    const reason = problem?.reason ?? '';
    expect(reason).toBe('Unknown role: captain, boss');
    expect(sheetReasonText(englishIntl(), problem ?? { reason })).toBe(reason);
    expect(sheetReasonText(createIntl({ locale: 'de', messages: appGerman }), problem ?? { reason })).toBe('Unbekannte Rolle: captain, boss');
    // Worded by its key, not by reading the English: the same words without the key stay as they are.
    expect(sheetReasonText(createIntl({ locale: 'de', messages: appGerman }), { reason })).toBe(reason);
  });
});
