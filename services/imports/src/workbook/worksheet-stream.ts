import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import { Parse, type Entry } from 'unzipper';

/** A worksheet as exceljs's streaming reader hands it out: its rows, in order, and its name from the workbook part. */
export type StreamedWorksheet = AsyncIterable<ExcelJS.Row> & { name?: string; id?: number | string };

/** The parts of exceljs 4.4.0's `WorkbookReader` this module drives (they are not in its typings). */
interface WorkbookReaderParts {
  _parseRels(entry: Entry): Promise<void>;
  _parseWorkbook(entry: Entry): Promise<void>;
  _parseSharedStrings(entry: Entry): AsyncGenerator<unknown>;
  _parseWorksheet(chunks: AsyncIterable<Buffer>, sheetNo: string): Generator<{ eventType: string; value: StreamedWorksheet }>;
}

const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';
const WORKBOOK = 'xl/workbook.xml';
const SHARED_STRINGS = 'xl/sharedStrings.xml';
const WORKSHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;

/**
 * The worksheets of an .xlsx stream, each with its shared strings resolved and its name, whatever the
 * order of the parts in the archive and however fast the consumer reads.
 *
 * Why not `for await (… of new WorkbookReader(…))`: exceljs iterates unzipper's parser with its own
 * `iterateStream`, which stops at the parser's 'end' event. unzipper emits 'end' as soon as it has parsed
 * the last byte of the archive, not when its entries have been read; while the consumer is still busy with
 * one part (a worksheet written to a temporary file, rows being validated), the parser can run through the
 * small parts behind it, and those still queued are silently dropped. Excel and exceljs write the shared
 * strings and the workbook part after the worksheets, so under CPU load a valid file lost its strings
 * (every header cell empty: "No sheet has the columns of a schedule") or its workbook part ("reading
 * 'sheets'"). Node's own async iterator reads every entry the parser queued before it ends, so nothing is
 * dropped; the parts are then parsed with exceljs's own code.
 *
 * A worksheet that comes before the parts it needs (`partNames` says which the archive has) is spilled to
 * a temporary file, as exceljs does, and read once they are parsed; one that comes after is read in place
 * (unless an earlier one was spilled: the sheets come out in archive order either way).
 */
export async function* streamWorksheets(input: Readable, partNames: ReadonlySet<string>, options: Partial<ExcelJS.stream.xlsx.WorkbookStreamReaderOptions>): AsyncGenerator<StreamedWorksheet> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, options) as unknown as WorkbookReaderParts;
  const awaited = new Set([WORKBOOK_RELS, WORKBOOK, SHARED_STRINGS].filter((name) => partNames.has(name)));
  const spilled: { sheetNo: string; path: string }[] = [];
  let directory: string | undefined;
  const zip = Parse({ forceStream: true });
  input.pipe(zip);
  try {
    for await (const entry of zip as AsyncIterable<Entry>) {
      const sheetNo = WORKSHEET.exec(entry.path)?.[1];
      if (entry.path === WORKBOOK_RELS) await reader._parseRels(entry);
      else if (entry.path === WORKBOOK) await reader._parseWorkbook(entry);
      else if (entry.path === SHARED_STRINGS) await cacheSharedStrings(reader, entry);
      else if (sheetNo !== undefined && awaited.size === 0 && spilled.length === 0) yield* worksheet(reader, entry, sheetNo);
      else if (sheetNo !== undefined) {
        directory ??= await mkdtemp(join(tmpdir(), 'pitchside-import-'));
        const path = join(directory, `sheet${sheetNo}.xml`);
        await pipeline(entry, createWriteStream(path));
        spilled.push({ sheetNo, path });
      }
      awaited.delete(entry.path);
      entry.autodrain();
    }
    for (const { sheetNo, path } of spilled) {
      yield* worksheet(reader, createReadStream(path), sheetNo);
      await rm(path, { force: true });
    }
  } finally {
    input.unpipe(zip);
    zip.destroy();
    if (directory) await rm(directory, { recursive: true, force: true });
  }
}

/** With `sharedStrings: 'cache'` exceljs keeps the strings on the reader and yields nothing: run it to its end. */
async function cacheSharedStrings(reader: WorkbookReaderParts, entry: Entry): Promise<void> {
  const strings = reader._parseSharedStrings(entry);
  while (!(await strings.next()).done);
}

function* worksheet(reader: WorkbookReaderParts, chunks: AsyncIterable<Buffer>, sheetNo: string): Generator<StreamedWorksheet> {
  for (const { eventType, value } of reader._parseWorksheet(chunks, sheetNo)) if (eventType === 'worksheet') yield value;
}
