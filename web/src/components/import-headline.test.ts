import { describe, expect, it } from '@jest/globals';
import { englishIntl } from '../i18n/testing';
import { importHeadline } from './import-headline';

const rows = (n: number) => Array.from({ length: n }, (_, index) => index);

describe('the import report headline', () => {
  it('says how many of the file’s rows went in when some failed (1 of 4, not "Import successful")', () => {
    expect(importHeadline(englishIntl(), { message: 'Import successful', added: rows(1), skipped: rows(3) }, 0, { done: 'imported' })).toBe('1 of 4 imported');
    expect(importHeadline(englishIntl(), { message: 'Import successful', added: rows(1), skipped: rows(1) }, 2, { done: 'imported' })).toBe('1 of 4 imported');
  });

  it('keeps the server’s message when every row went in, or none did', () => {
    expect(importHeadline(englishIntl(), { message: 'Import successful', added: rows(4), skipped: [] }, 0, { done: 'imported' })).toBe('Import successful');
    expect(importHeadline(englishIntl(), { message: 'Nothing was imported: see the rows below', added: [], skipped: rows(2) }, 0, { done: 'imported' })).toBe(
      'Nothing was imported: see the rows below',
    );
  });
});
