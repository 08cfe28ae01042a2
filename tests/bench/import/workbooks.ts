import { createWriteStream } from 'node:fs';
import { bombSheetXml, buildWorkbook, craftZip, SCHEDULE_HEADER, workbookParts, writeWorkbook, type SheetSpec } from '../../../services/imports/src/testing/workbooks';

/**
 * Workbooks for the import's integration tests and benchmark: a Gothia-sized tournament and archives too big
 * to keep as files. The writers are the unit tests' own (`services/imports/src/testing/workbooks.ts`).
 */
export const TEAMS_HEADER = ['Team', 'Club', 'Division', 'Bracket', 'Coach E-mail'];

/** Without a styles part, so the benchmark times the rows alone. */
export const workbookBuffer = (sheets: readonly SheetSpec[]) => buildWorkbook(sheets, { styles: false });

export async function workbookFile(path: string, sheets: readonly SheetSpec[]): Promise<void> {
  const stream = createWriteStream(path);
  const closed = new Promise<void>((resolve, reject) => {
    stream.on('close', resolve);
    stream.on('error', reject);
  });
  await writeWorkbook(stream, sheets, { styles: false });
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
  function* scheduleRows(): Generator<readonly unknown[]> {
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
  function* teamRows(): Generator<readonly unknown[]> {
    yield TEAMS_HEADER;
    for (const team of teams) yield [team.name, team.club, team.division.name, team.bracket, ''];
  }
  return [
    { name: 'Schedule', rows: scheduleRows() },
    { name: 'Teams', rows: teamRows() },
  ];
}

/** The parts of a one-sheet workbook whose sheet XML is given. */
export const sheetArchive = (sheetXml: string, declaredSize?: number): Buffer => craftZip(workbookParts(sheetXml, declaredSize));

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

export { bombSheetXml, craftZip, SCHEDULE_HEADER, type SheetSpec };
