import { describe, expect, it } from '@jest/globals';
import { IMPORT_SENTENCES, importSentence, type ImportSentenceKey } from '@pitchside/shared';
import { createIntl } from 'react-intl';
import appGerman from './catalogs/app/de.json';
import appFrench from './catalogs/app/fr.json';
import { importText } from './import-text';
import { englishIntl } from './testing';

const english = englishIntl();
const german = createIntl({ locale: 'de', messages: appGerman });
const french = createIntl({ locale: 'fr', messages: appFrench });

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
const SENTENCE_KEYS = (Object.keys(IMPORT_SENTENCES) as ImportSentenceKey[]).filter((key) => !key.startsWith('place'));

/** Every line exactly as the imports service writes it (shared's `importSentence`), bare and with its place. */
function serviceLines(): string[] {
  const bare = SENTENCE_KEYS.map((key) => importSentence(key, VALUES));
  const reportLine = importSentence('placed', { place: 'Home Team', text: importSentence('empty', { column: 'Home Team' }) });
  const place = [importSentence('placeSheet', { sheet: 'Schedule' }), importSentence('placeRow', { row: 12 }), 'Date'].join(', ');
  const jobError = importSentence('placed', { place, text: importSentence('notAnAge', { value: 'U25' }) });
  const moreRows = importSentence('moreRows', { count: (12345).toLocaleString('en-US'), listed: 499 });
  return [...bare, reportLine, jobError, moreRows];
}

describe('import lines in the reader’s language', () => {
  it('reads every line the imports service writes byte for byte in English', () => {
    for (const line of serviceLines()) expect(importText(english, line)).toBe(line);
  });

  it('words every sentence in German and French with its values as written', () => {
    for (const key of SENTENCE_KEYS) {
      const line = importSentence(key, VALUES);
      for (const intl of [german, french]) {
        const worded = importText(intl, line);
        expect(worded).not.toBe(line);
        for (const name of IMPORT_SENTENCES[key].match(/\{([a-zA-Z]+)\}/g) ?? []) expect(worded).toContain(String(VALUES[name.slice(1, -1)]));
      }
    }
  });

  it('words the place in front of a job error apart from the sentence, and keeps the column header', () => {
    const [jobError] = serviceLines().slice(-2);
    expect(importText(german, jobError ?? '')).toBe('Blatt „Schedule“, Zeile 12, Date: Age „U25“ ist keine Altersklasse (U6 bis U19)');
    expect(importText(german, "Team 'Adler': Already in the tournament")).toBe('Team „Adler“: bereits im Turnier');
  });

  it('leaves a line no sentence knows as it came', () => {
    expect(importText(german, 'Unknown role: captain')).toBe('Unknown role: captain');
  });
});
