import { formatServerMessage, type ImportMessageId } from '@pitchside/shared';
import { buildWorkbook, SCHEDULE_HEADER } from '../testing/workbooks';
import { DEFAULT_IMPORT_LIMITS } from './limits';
import { describeProblem, WorkbookError, type ImportProblem } from './problems';
import { readWorkbook } from './reader';
import { bufferSource } from './zip-inspector';

jest.setTimeout(60_000);

async function refusal(file: Buffer): Promise<ImportProblem[]> {
  try {
    const parsed = await readWorkbook(bufferSource(file), DEFAULT_IMPORT_LIMITS);
    return parsed.problems;
  } catch (error) {
    if (error instanceof WorkbookError) return [...error.problems];
    throw error;
  }
}

const inSwedish = (problem: ImportProblem) => formatServerMessage('sv', { id: problem.messageId as ImportMessageId, values: problem.values ?? {} });

describe('the imports’ file and cell refusals are ids with values (catalog/imports), their English as before', () => {
  it.each([
    ['an empty file', Buffer.alloc(0), 'imports.file.empty', 'The file is empty.', 'Filen är tom.'],
    ['a PDF', Buffer.from('%PDF-1.7 ...'), 'imports.file.pdf', 'The file is a PDF, not an Excel workbook (.xlsx).', 'Filen är en PDF, inte en Excel-arbetsbok (.xlsx).'],
    [
      'a CSV file',
      Buffer.from('Division,Date\nBoys U12,2026-06-01\n'),
      'imports.file.csv',
      'The file is a text (CSV) file, not an Excel workbook (.xlsx). Open it in Excel and save it as "Excel Workbook (.xlsx)".',
      'Filen är en textfil (CSV), inte en Excel-arbetsbok (.xlsx). Öppna den i Excel och spara den som ”Excel-arbetsbok (.xlsx)”.',
    ],
  ])('%s', async (_name, file, id, english, swedish) => {
    const [problem] = await refusal(file);
    expect(problem && { id: problem.messageId, english: problem.message, swedish: inSwedish(problem) }).toEqual({ id, english, swedish });
  });

  it('words a cell a row cannot use with its column, in English as the report said it', async () => {
    const file = await buildWorkbook([{ name: 'Schedule', rows: [SCHEDULE_HEADER, ['Boys U12', 'U12', 'boys', '03/04/2026', '10:00', 'A', 'Lions', '', 'Tigers', '', 'played twice']] }]);
    const problems = await refusal(file);
    expect(problems.map(describeProblem)).toEqual([
      "Sheet 'Schedule', row 2, Date (column D): Date '03/04/2026' could be day/month or month/day; write it as YYYY-MM-DD",
      "Sheet 'Schedule', row 2, Status (column K): Status 'played twice' cannot be imported: leave it empty for a match to be played, or write 'completed' with both scores",
    ]);
    expect(problems.map((problem) => problem.messageId)).toEqual(['imports.cell.ambiguousDate', 'imports.statusUnknown']);
    expect(problems.map(inSwedish)).toEqual([
      'Date ”03/04/2026” kan vara dag/månad eller månad/dag; skriv det som ÅÅÅÅ-MM-DD',
      'Status ”played twice” kan inte importeras: lämna den tom för en match som ska spelas, eller skriv ”completed” med båda resultaten',
    ]);
  });
});
