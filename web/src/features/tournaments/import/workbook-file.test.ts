import { describe, expect, it } from '@jest/globals';
import { englishIntl } from '../../../i18n/testing';
import { canPreview, fileProblemText, PREVIEW_LIMIT_BYTES, workbookFileProblem } from './workbook-file';

const problemOf = (file: { name: string; size: number }) => {
  const problem = workbookFileProblem(file);
  return problem && fileProblemText(englishIntl(), problem);
};

describe('workbookFileProblem', () => {
  it('takes an .xlsx within the limit, whatever the case of its extension', () => {
    expect(workbookFileProblem({ name: 'Summer Cup.XLSX', size: 2048 })).toBeUndefined();
  });

  it('names the problem: another format, empty, too big', () => {
    expect(problemOf({ name: 'cup.xls', size: 10 })).toMatch(/Excel Workbook \(\.xlsx\)/);
    expect(problemOf({ name: 'cup.pdf', size: 10 })).toBe('Choose an Excel workbook (.xlsx).');
    expect(problemOf({ name: 'cup.xlsx', size: 0 })).toBe('The file is empty.');
    expect(problemOf({ name: 'cup.xlsx', size: 25 * 1024 * 1024 })).toBe('The file is 25 MB; the limit is 20 MB.');
  });

  it('previews files up to 4 MB', () => {
    expect(canPreview({ size: PREVIEW_LIMIT_BYTES })).toBe(true);
    expect(canPreview({ size: PREVIEW_LIMIT_BYTES + 1 })).toBe(false);
  });
});
