import { PassThrough, type Writable } from 'node:stream';
import { crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';

/**
 * Workbooks for the import's tests and benchmark, written with exceljs's streaming writer as a spreadsheet
 * program (and a real upload) would produce them; rows may be a generator, so a big one never sits in memory.
 */
export interface SheetSpec {
  name: string;
  rows: Iterable<readonly unknown[]>;
}

export interface WorkbookOptions {
  /** Text in the shared-strings part (what Excel writes) or inline in each cell. */
  sharedStrings?: boolean;
  /** A styles part: Excel always writes one; the benchmark leaves it out to time the rows alone. */
  styles?: boolean;
}

export async function writeWorkbook(stream: Writable, sheets: readonly SheetSpec[], options: WorkbookOptions = {}): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: options.sharedStrings ?? true, useStyles: options.styles ?? true });
  for (const spec of sheets) {
    const sheet = workbook.addWorksheet(spec.name);
    for (const row of spec.rows) sheet.addRow([...row]).commit();
    sheet.commit();
  }
  await workbook.commit();
}

export async function buildWorkbook(sheets: readonly SheetSpec[], options: WorkbookOptions = {}): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeWorkbook(stream, sheets, options);
  return Buffer.concat(chunks);
}

export const SCHEDULE_HEADER = ['Division', 'Age', 'Gender', 'Date', 'Time', 'Field', 'Home Team', 'Home Club', 'Away Team', 'Away Club', 'Status'] as const;
export const TEAMS_HEADER = ['Team', 'Club', 'Division', 'Bracket', 'Coach E-mail', 'teamId', 'teamName', 'teamAge', 'teamGender'] as const;

/** A small, valid tournament: two divisions, four teams each way, a teams sheet and a players sheet. */
export function sampleSheets(): SheetSpec[] {
  return [
    {
      name: 'Schedule',
      rows: [
        SCHEDULE_HEADER,
        ['Boys U12', 'U12', 'Boys', '2026-06-01', '10:00', 'Pitch 1', 'AIK U12', 'AIK', 'Hammarby U12', 'Hammarby IF', ''],
        ['Boys U12', 'U12', 'Boys', '2026-06-01', '11:00', 'Pitch 1', 'Djurgården U12', 'Djurgården', 'IFK U12', 'IFK', ''],
        ['Girls U14', 'U14', 'Girls', '2026-06-02', '09:30', 'Pitch 2', 'AIK G14', 'AIK', 'Hammarby G14', 'Hammarby IF', ''],
      ],
    },
    {
      name: 'Teams',
      rows: [
        TEAMS_HEADER,
        ['AIK U12', 'AIK', 'Boys U12', 'Group A', 'coach@aik.test', 't-aik-12', 'AIK U12', 'U12', 'male'],
        ['Hammarby U12', 'Hammarby IF', 'Boys U12', 'Group A', '', 't-ham-12', 'Hammarby U12', 'U12', 'male'],
        ['Djurgården U12', 'Djurgården', 'Boys U12', 'Group B', '', '', '', '', ''],
        ['IFK U12', 'IFK', 'Boys U12', 'Group B', '', '', '', '', ''],
      ],
    },
    {
      name: 'Players',
      rows: [
        ['Name', 'teamId', 'Registration Id', 'Jersey Number', 'Shoe Size'],
        ['Ana Andersson', 't-aik-12', 'R-1', 7, 38],
        ['Bo Berg', '', 'R-2', 9, 40],
        ['Cy Carlsson', 't-ham-12', 'R-3', 10, 41],
      ],
    },
  ];
}

/**
 * A zip written by hand, for files exceljs would never write: lying sizes, bombs, damaged archives.
 * `declaredSize` overrides the uncompressed size written in the headers.
 */
export function craftZip(entries: readonly { name: string; data: Buffer; declaredSize?: number; store?: boolean }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const compressed = entry.store ? entry.data : deflateRawSync(entry.data);
    const name = Buffer.from(entry.name, 'utf8');
    const size = entry.declaredSize ?? entry.data.length;
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0, 6);
    local.writeUInt16LE(entry.store ? 0 : 8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0, 8);
    central.writeUInt16LE(entry.store ? 0 : 8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += local.length + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The minimal parts of a workbook with one sheet whose XML is `sheetXml` (and whose size may lie). */
export function workbookParts(sheetXml: string, declaredSize?: number): { name: string; data: Buffer; declaredSize?: number }[] {
  return [
    {
      name: '[Content_Types].xml',
      data: Buffer.from(
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
      ),
    },
    {
      name: 'xl/workbook.xml',
      data: Buffer.from(
        '<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Schedule" sheetId="1" r:id="rId1"/></sheets></workbook>',
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: Buffer.from(
        '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
      ),
    },
    { name: 'xl/worksheets/sheet1.xml', data: Buffer.from(sheetXml), ...(declaredSize !== undefined ? { declaredSize } : {}) },
  ];
}

/** A worksheet whose one cell holds `bytes` of text: compresses to almost nothing. */
export function bombSheetXml(bytes: number): string {
  return `<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>${'A'.repeat(bytes)}</t></is></c></row></sheetData></worksheet>`;
}
