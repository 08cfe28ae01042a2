import { IMPORT_SENTENCES, type ImportSentenceKey } from '@pitchside/shared';
import type { IntlShape } from 'react-intl';
import { compileTemplates, matchTemplate } from './template-match';

type Words = Pick<IntlShape, 'formatMessage'>;

/** The catalog message of an import sentence: its English is the shared sentence itself. */
export const importLineId = (key: ImportSentenceKey) => `tournaments.importLine.${key}`;

/** Every shared sentence but the place words, which `place` words part by part. */
const TEMPLATES = compileTemplates((Object.entries(IMPORT_SENTENCES) as [ImportSentenceKey, string][]).filter(([key]) => !key.startsWith('place')));

// Values go in as the service wrote them (strings): a row or a count keeps its digits exactly as written
// ('1,234' or '1500'), so English stays byte-identical; the translations word counts without plurals.
function sentence(intl: Words, english: string): string | undefined {
  const found = matchTemplate(TEMPLATES, english);
  return found && intl.formatMessage({ id: importLineId(found.key) }, found.values);
}

const PLACES = compileTemplates<ImportSentenceKey>([
  ['placeSheet', IMPORT_SENTENCES.placeSheet],
  ['placeRow', IMPORT_SENTENCES.placeRow],
]);

/** "Sheet 'Schedule', row 12, Home Team": the sheet and row words translated, the column (a header) as it is. */
function place(intl: Words, english: string): string {
  return english
    .split(', ')
    .map((part) => {
      const found = matchTemplate(PLACES, part);
      return found ? intl.formatMessage({ id: importLineId(found.key) }, found.values) : part;
    })
    .join(', ');
}

/**
 * A line the imports service wrote (a report line, the job's error, a preview's problem, note or skipped
 * reason) in the reader's language. The service writes English from `IMPORT_SENTENCES` (shared); the line
 * is matched against those sentences, its values lifted out and put into the catalog message of the same
 * key, so English reads exactly as it came. A line with its place in front ("Home Team: …", "Sheet 'X',
 * row 4, Date: …") gets the place and the sentence worded apart. A line no sentence knows stays as it came.
 */
export function importText(intl: Words, english: string): string {
  // The place first: '{column} is empty' would otherwise swallow "Sheet 'X', row 4, Date" as its column.
  for (let at = english.indexOf(': '); at > 0; at = english.indexOf(': ', at + 2)) {
    const text = sentence(intl, english.slice(at + 2));
    if (text !== undefined) return intl.formatMessage({ id: importLineId('placed') }, { place: place(intl, english.slice(0, at)), text });
  }
  return sentence(intl, english) ?? english;
}
