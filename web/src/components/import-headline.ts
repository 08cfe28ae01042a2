import type { IntlShape } from 'react-intl';

/**
 * The report's headline: the server's own message when every row went in ('Import successful',
 * 'Teams imported successfully'); otherwise how many of the file's rows did — rows refused in the
 * browser before sending count too — so 1 good row of 4 reads "1 of 4 imported", never a success.
 */
export function importHeadline(
  intl: Pick<IntlShape, 'formatMessage'>,
  outcome: { message: string; added: readonly unknown[]; skipped: readonly unknown[] },
  refusedBeforeSending: number,
  words: { done: string },
): string {
  const added = outcome.added.length;
  const total = added + outcome.skipped.length + refusedBeforeSending;
  if (added === 0 || added === total) return outcome.message;
  return intl.formatMessage({ id: 'sheetImport.headline' }, { added, total, done: words.done });
}
