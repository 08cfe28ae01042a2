import { describe, expect, it } from '@jest/globals';
import { englishWords, IMPORTS_EN, importMessageText, importSaid, WEB_MESSAGE_CATALOGS, type ImportMessage, type ImportMessageId } from '@pitchside/shared';
import { createIntl } from 'react-intl';
import appGerman from './catalogs/app/de.json';
import appFrench from './catalogs/app/fr.json';
import { importText } from './import-text';
import { englishIntl } from './testing';

// What the build compiles into the app half: the web's own messages and the shared catalogs (catalog/imports).
const english = englishIntl();
const german = createIntl({ locale: 'de', messages: { ...appGerman, ...WEB_MESSAGE_CATALOGS.de } });
const french = createIntl({ locale: 'fr', messages: { ...appFrench, ...WEB_MESSAGE_CATALOGS.fr } });

/** Values like the ones a workbook brings: names with quotes and colons, counts with a thousands comma. */
const VALUES: Record<string, string | number> = {
  size: '31.2 MB',
  limit: '30 MB',
  count: 1500,
  listed: 499,
  team: "Hammarby IF 'Blå'",
  home: 'Adler U12',
  away: 'Bären: Nord',
  email: 'coach@example.com',
  player: 'Anna Svensson',
  id: 'R-17',
  sheet: 'Schedule',
  row: 1204,
  division: 'U12 Elite',
  columns: 'Notes (F), Extra (G)',
  column: 'Home Team',
  value: 'senior',
};
/** The service's lines: every message but the place words (`placeSheet`, `placeRow`, `placed`). */
const LINE_IDS = (Object.keys(IMPORTS_EN) as ImportMessageId[]).filter((id) => !/^imports\.place/.test(id));
const valuesOf = (id: ImportMessageId) => Object.fromEntries((IMPORTS_EN[id].match(/\{(\w+)\}/g) ?? []).map((name) => [name.slice(1, -1), VALUES[name.slice(1, -1)] ?? '']));
const message = (id: ImportMessageId, values = valuesOf(id), place: Pick<ImportMessage, 'sheet' | 'row' | 'column'> = {}): ImportMessage => ({ messageId: id, values, ...place });

/** Every line exactly as the imports service writes it (its English from the catalog), bare and with its place. */
function serviceLines(): ImportMessage[] {
  const bare = LINE_IDS.map((id) => message(id));
  const reportLine = message('imports.empty', { column: 'Home Team' }, { column: 'Home Team' });
  const jobError = message('imports.notAnAge', { value: 'U25' }, { sheet: 'Schedule', row: 12, column: 'Date' });
  const moreRows = message('imports.moreRows', { count: (12345).toLocaleString('en-US'), listed: 499 });
  return [...bare, reportLine, jobError, moreRows];
}

describe('import lines in the reader’s language, by their ids', () => {
  it('reads every line the imports service writes byte for byte in English', () => {
    for (const line of serviceLines()) expect(importText(english, line, importMessageText(line, englishWords))).toBe(importMessageText(line, englishWords));
    expect(importMessageText(message('imports.moreProblems', { count: 1500 }), englishWords)).toBe('… and 1500 more problems');
  });

  it('words every message in German and French with its values as written', () => {
    for (const id of LINE_IDS) {
      const line = message(id);
      for (const intl of [german, french]) {
        const worded = importText(intl, line, importMessageText(line, englishWords));
        expect({ id, same: worded === importMessageText(line, englishWords) }).toEqual({ id, same: false });
        for (const value of Object.values(line.values)) expect(worded).toContain(String(value));
      }
    }
  });

  it('words the place in front of a job error apart from the sentence, and keeps the column header', () => {
    const jobError = serviceLines().at(-2);
    expect(importMessageText(jobError!, englishWords)).toBe("Sheet 'Schedule', row 12, Date: Age 'U25' is not an age group (U6 to U19)");
    expect(importText(german, jobError, '')).toBe('Blatt „Schedule“, Zeile 12, Date: Age „U25“ ist keine Altersklasse (U6 bis U19)');
    const there = importSaid('imports.teamThere', { team: 'Adler' });
    expect(there.message).toBe("Team 'Adler': Already in the tournament");
    expect(importText(german, { messageId: there.messageId, values: there.values }, there.message)).toBe('Team „Adler“: bereits im Turnier');
  });

  it('shows a line without a message (worded only in English, or stored before lines had ids) as it came', () => {
    expect(importText(german, null, 'The workbook is encrypted. Remove the password, save it and upload it again.')).toBe(
      'The workbook is encrypted. Remove the password, save it and upload it again.',
    );
    expect(importText(german, { messageId: 'imports.notThere' as ImportMessageId, values: {} }, 'As it came')).toBe('As it came');
  });
});
