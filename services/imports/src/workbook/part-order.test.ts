import { inflateRawSync } from 'node:zlib';
import { buildWorkbook, craftZip, sampleSheets } from '../testing/workbooks';
import { DEFAULT_IMPORT_LIMITS } from './limits';
import { readWorkbook } from './reader';
import { bufferSource, inspectZip } from './zip-inspector';

// Workbooks are written and streamed for real; a busy 2-core machine can take seconds.
jest.setTimeout(20_000);

type Part = { name: string; data: Buffer };

/** The parts of the sample workbook as exceljs wrote them, inflated, in archive order. */
async function sampleParts(): Promise<Part[]> {
  const file = await buildWorkbook(sampleSheets());
  const entries = await inspectZip(bufferSource(file), DEFAULT_IMPORT_LIMITS);
  return entries.map((entry) => {
    const dataStart = entry.localHeaderOffset + 30 + file.readUInt16LE(entry.localHeaderOffset + 26) + file.readUInt16LE(entry.localHeaderOffset + 28);
    const data = file.subarray(dataStart, dataStart + entry.compressedSize);
    return { name: entry.name, data: entry.method === 8 ? inflateRawSync(data) : data };
  });
}

/**
 * Stored (uncompressed) parts need no inflating, so the zip parser behind the reader runs through the small
 * parts after the last worksheet in the time it takes to write that worksheet to its temporary file: the
 * ordering that, on a busy CPU, used to drop the shared strings and the workbook part of a valid file.
 */
async function readStored(parts: readonly Part[]) {
  const parsed = await readWorkbook(bufferSource(craftZip(parts.map((part) => ({ ...part, store: true })))), DEFAULT_IMPORT_LIMITS);
  return { sheets: parsed.sheets, teams: parsed.teams.map((team) => team.team), matches: parsed.schedule.length, players: parsed.players.length, problems: parsed.problems };
}

const EXPECTED = {
  sheets: [
    { name: 'Schedule', kind: 'schedule', rows: 3 },
    { name: 'Teams', kind: 'teams', rows: 4 },
    { name: 'Players', kind: 'players', rows: 3 },
  ],
  teams: ['AIK U12', 'Hammarby U12', 'Djurgården U12', 'IFK U12'],
  matches: 3,
  players: 3,
  problems: [],
};

const isSheet = (part: Part) => part.name.startsWith('xl/worksheets/');
const METADATA = ['xl/_rels/workbook.xml.rels', 'xl/workbook.xml', 'xl/sharedStrings.xml'];

describe('reading a workbook whatever the order of its parts and the speed of its reader', () => {
  it('reads every sheet with its strings when the worksheets come first (as Excel and exceljs write them)', async () => {
    const parts = await sampleParts();
    expect(parts.findIndex((part) => part.name === 'xl/sharedStrings.xml')).toBeGreaterThan(parts.findLastIndex(isSheet));
    expect(await readStored(parts)).toEqual(EXPECTED);
  });

  it('reads every sheet when the shared strings and the workbook part come first', async () => {
    const parts = await sampleParts();
    const first = parts.filter((part) => METADATA.includes(part.name));
    expect(await readStored([...first, ...parts.filter((part) => !METADATA.includes(part.name))])).toEqual(EXPECTED);
  });

  it('reads every sheet when the workbook part comes between the worksheets, after the shared strings', async () => {
    const parts = await sampleParts();
    const byName = (name: string) => parts.filter((part) => part.name === name);
    const [schedule, teams, players] = ['xl/worksheets/sheet1.xml', 'xl/worksheets/sheet2.xml', 'xl/worksheets/sheet3.xml'].map(byName);
    const rest = parts.filter((part) => !isSheet(part) && !METADATA.includes(part.name));
    const reordered = [...byName('xl/sharedStrings.xml'), ...byName('xl/_rels/workbook.xml.rels'), ...(schedule ?? []), ...byName('xl/workbook.xml'), ...(teams ?? []), ...(players ?? []), ...rest];
    expect(await readStored(reordered)).toEqual(EXPECTED);
  });
});
