import { createWriteStream } from 'node:fs';
import { PassThrough, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { bombSheetXml, craftZip } from '../../../services/imports/src/testing/workbooks';

/**
 * Workbooks for the import's integration tests and benchmark, written with exceljs's streaming writer
 * (as a spreadsheet program would produce them), plus hand-made archives for the bad-file cases.
 */
export const SCHEDULE_HEADER = ['Division', 'Age', 'Gender', 'Date', 'Time', 'Field', 'Home Team', 'Home Club', 'Away Team', 'Away Club', 'Status'];
export const TEAMS_HEADER = ['Team', 'Club', 'Division', 'Bracket', 'Coach E-mail'];

export interface SheetSpec {
  name: string;
  rows: Iterable<readonly unknown[]>;
}

async function writeWorkbook(stream: Writable, sheets: readonly SheetSpec[]): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: true, useStyles: false });
  for (const spec of sheets) {
    const sheet = workbook.addWorksheet(spec.name);
    for (const row of spec.rows) sheet.addRow([...row]).commit();
    sheet.commit();
  }
  await workbook.commit();
}

export async function workbookBuffer(sheets: readonly SheetSpec[]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeWorkbook(stream, sheets);
  return Buffer.concat(chunks);
}

export async function workbookFile(path: string, sheets: readonly SheetSpec[]): Promise<void> {
  const stream = createWriteStream(path);
  const closed = new Promise<void>((resolve, reject) => {
    stream.on('close', resolve);
    stream.on('error', reject);
  });
  await writeWorkbook(stream, sheets);
  await closed;
}

export interface TournamentShape {
  divisions: number;
  teams: number;
  matches: number;
  prefix?: string;
}

const AGES = [8, 9, 10, 11, 12, 13, 14, 15, 16, 17];
const GENDERS = ['Boys', 'Girls'];

/**
 * A tournament like Gothia Cup's: `divisions` divisions (age × gender × level), teams spread evenly,
 * round-robin style fixtures over three days on 40 pitches. Team names carry their club; keys stay unique.
 */
export function tournamentSheets(shape: TournamentShape): SheetSpec[] {
  const prefix = shape.prefix ?? '';
  const divisions = Array.from({ length: shape.divisions }, (_, index) => {
    const age = AGES[index % AGES.length] as number;
    const gender = GENDERS[Math.floor(index / AGES.length) % 2] as string;
    const level = Math.floor(index / (AGES.length * 2)) + 1;
    return { name: `${prefix}${gender} U${age} Level ${level}`, age: `U${age}`, gender };
  });
  const teams = Array.from({ length: shape.teams }, (_, index) => {
    const division = divisions[index % divisions.length] as (typeof divisions)[number];
    const club = `${prefix}Club ${Math.floor(index / 3) + 1}`;
    return {
      name: `${prefix}Team ${index + 1} ${division.gender[0]}${division.age.slice(1)}`,
      club,
      division,
      bracket: `Group ${String.fromCharCode(65 + (Math.floor(index / divisions.length) % 4))}`,
    };
  });
  const byDivision = divisions.map((division) => teams.filter((team) => team.division === division));
  function* scheduleRows(): Generator<unknown[]> {
    yield SCHEDULE_HEADER;
    let made = 0;
    for (let round = 1; made < shape.matches; round++) {
      for (const group of byDivision) {
        for (let index = 0; index < group.length && made < shape.matches; index++) {
          const home = group[index];
          const away = group[(index + round) % group.length];
          if (!home || !away || home === away) continue;
          const slot = made;
          const date = `2026-07-${String(14 + (slot % 3)).padStart(2, '0')}`;
          const minutes = 8 * 60 + (Math.floor(slot / 120) % 20) * 30;
          const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
          yield [home.division.name, home.division.age, home.division.gender, date, time, `Pitch ${(slot % 40) + 1}`, home.name, home.club, away.name, away.club, ''];
          made++;
        }
      }
    }
  }
  function* teamRows(): Generator<unknown[]> {
    yield TEAMS_HEADER;
    for (const team of teams) yield [team.name, team.club, team.division.name, team.bracket, ''];
  }
  return [
    { name: 'Schedule', rows: scheduleRows() },
    { name: 'Teams', rows: teamRows() },
  ];
}

/** The parts of a one-sheet workbook whose sheet XML is given. */
export function sheetArchive(sheetXml: string, declaredSize?: number): Buffer {
  return craftZip([
    { name: '[Content_Types].xml', data: Buffer.from('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>') },
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
  ]);
}

const cell = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;

/** A schedule sheet of `rows` valid rows, as XML (fast to make even at 200,000 rows). */
export function bigScheduleXml(rows: number): string {
  const parts = ['<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>'];
  parts.push(`<row r="1">${['Division', 'Date', 'Home Team', 'Away Team'].map((text, index) => cell(`${'ABCD'[index]}1`, text)).join('')}</row>`);
  for (let row = 2; row <= rows + 1; row++) {
    parts.push(`<row r="${row}">${cell(`A${row}`, 'Boys U12')}${cell(`B${row}`, '2026-06-01')}${cell(`C${row}`, `Home ${row}`)}${cell(`D${row}`, `Away ${row}`)}</row>`);
  }
  parts.push('</sheetData></worksheet>');
  return parts.join('');
}

// The hand-written zip and the bomb sheet are the unit tests' own (one writer of odd archives).
export { bombSheetXml, craftZip };
