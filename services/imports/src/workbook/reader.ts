import { importSaid, type ImportMessage, type ImportMessageId, type WordedMessage } from '@pitchside/shared';
import { classifyHeaders, FIELD_LABELS, mapHeaders, REQUIRED_FIELDS, type HeaderMap, type SheetKind } from './headers';
import type { ImportLimits } from './limits';
import { WorkbookError, type ImportProblem } from './problems';
import { readPlayerRow } from './player-row';
import { readMatchRow, readTeamRow, type MatchRow, type PlayerRow, type RowOutcome, type TeamRow } from './rows';
import { zipGuard } from './zip-guard';
import { streamWorksheets } from './worksheet-stream';
import { inspectZip, type ByteSource, type ZipEntryInfo } from './zip-inspector';

/** What one streaming pass over a workbook found. Row problems are collected; file problems throw. */
export interface ParsedWorkbook {
  schedule: MatchRow[];
  teams: TeamRow[];
  players: PlayerRow[];
  sheets: { name: string; kind: SheetKind | null; rows: number }[];
  /** Row-level problems (capped at limits.maxProblemsListed; `moreProblems` counts the rest). */
  problems: ImportProblem[];
  moreProblems: number;
  /** Things ignored on purpose: unknown columns, sheets that are none of ours, repeated headers. */
  warnings: string[];
  /** `warnings` as messages, one for one (null: worded only in English). */
  warningMessages: (ImportMessage | null)[];
}

/** How many rows at the top of a sheet may come before its header row (a title, a blank line). */
const HEADER_SEARCH_ROWS = 10;

function headerTexts(values: unknown): string[] {
  const cells = Array.isArray(values) ? values : [];
  const texts: string[] = [];
  for (let column = 1; column < cells.length; column++) {
    const value: unknown = cells[column];
    texts[column - 1] =
      value === null || value === undefined
        ? ''
        : typeof value === 'object' && value && 'richText' in value
          ? (value as { richText: { text: string }[] }).richText.map((run) => run.text).join('')
          : String(typeof value === 'object' && value && 'result' in value ? ((value as { result: unknown }).result ?? '') : value);
  }
  return texts;
}

/**
 * Streams the workbook behind the zip checks (exceljs parses the parts, see worksheet-stream.ts),
 * classifying each sheet by its header row and validating every row. Never holds the file: only the
 * validated rows, which the row limits bound.
 */
export async function readWorkbook(source: ByteSource, limits: ImportLimits): Promise<ParsedWorkbook> {
  const entries = await inspectZip(source, limits);
  return streamAndValidate(source, entries, limits);
}

/** Rejects when `progress` has not been called for `idleMs`; `stop` once the pass has settled. */
function idleWatchdog(idleMs: number): { progress: () => void; stalled: Promise<never>; stop: () => void } {
  let last = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const stalled = new Promise<never>((_resolve, reject) => {
    const check = () => {
      const quiet = Date.now() - last;
      if (quiet >= idleMs) reject(WorkbookError.of(importSaid('imports.file.readStopped')));
      else timer = setTimeout(check, idleMs - quiet);
    };
    timer = setTimeout(check, idleMs);
  });
  stalled.catch(() => undefined);
  return {
    progress: () => {
      last = Date.now();
    },
    stalled,
    stop: () => clearTimeout(timer),
  };
}

async function streamAndValidate(source: ByteSource, entries: readonly ZipEntryInfo[], limits: ImportLimits): Promise<ParsedWorkbook> {
  const input = await source.stream();
  const guard = zipGuard(entries, limits);
  let guardError: unknown;
  let failGuard: (error: unknown) => void = () => undefined;
  const guardFailed = new Promise<never>((_resolve, reject) => {
    failGuard = reject;
  });
  guardFailed.catch(() => undefined);
  guard.on('error', (error) => {
    guardError = error;
    failGuard(error);
  });
  input.on('error', (error) => {
    failGuard(error);
  });
  // Counted for the log of a damaged file: a stream that ended short and a file that is short look alike.
  let streamed = 0;
  input.on('data', (chunk: Buffer) => {
    streamed += chunk.length;
  });
  input.pipe(guard);
  const idle = idleWatchdog(limits.maxIdleMs);
  guard.on('data', idle.progress);

  const result: ParsedWorkbook = { schedule: [], teams: [], players: [], sheets: [], problems: [], moreProblems: 0, warnings: [], warningMessages: [] };
  const warn = (warning: string | WordedMessage<ImportMessageId>) => {
    result.warnings.push(typeof warning === 'string' ? warning : warning.message);
    result.warningMessages.push(typeof warning === 'string' ? null : { messageId: warning.messageId, values: warning.values });
  };
  const addProblems = (problems: readonly ImportProblem[]) => {
    for (const problem of problems) {
      if (result.problems.length < limits.maxProblemsListed) result.problems.push(problem);
      else result.moreProblems++;
    }
  };
  const caps: Record<SheetKind, number> = { schedule: limits.maxMatches, teams: limits.maxTeamRows, players: limits.maxPlayerRows };
  const counted: Record<SheetKind, number> = { schedule: 0, teams: 0, players: 0 };

  const consume = async () => {
    const partNames = new Set(entries.map((entry) => entry.name));
    const worksheets = streamWorksheets(guard, partNames, { sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'ignore', worksheets: 'emit', entries: 'ignore' });
    for await (const sheet of worksheets) {
      const name = sheet.name ?? `Sheet ${sheet.id ?? result.sheets.length + 1}`;
      const summary = { name, kind: null as SheetKind | null, rows: 0 };
      result.sheets.push(summary);
      let headers: HeaderMap | null = null;
      let seenRows = 0;
      for await (const row of sheet) {
        seenRows++;
        idle.progress();
        if (!headers) {
          if (seenRows > HEADER_SEARCH_ROWS) continue;
          const all = headerTexts(row.values);
          const texts = all.slice(0, limits.maxColumns);
          const kind = classifyHeaders(texts, name);
          if (!kind) continue;
          headers = mapHeaders(kind, texts);
          summary.kind = kind;
          const missing = REQUIRED_FIELDS[kind].filter((field) => !headers?.columns.has(field));
          if (missing.length > 0) {
            throw WorkbookError.of(importSaid(`imports.missingColumns.${kind}`, { columns: missing.map((field) => `'${FIELD_LABELS[field]}'`).join(', '), found: texts.filter(Boolean).join(', ') }), {
              sheet: name,
              row: row.number,
            });
          }
          if (all.slice(limits.maxColumns).some(Boolean)) warn(importSaid('imports.firstColumnsOnly', { sheet: name, count: limits.maxColumns }));
          if (headers.unknown.length > 0) warn(importSaid('imports.unknownColumns', { sheet: name, columns: headers.unknown.map((column) => `${column.header} (${column.column})`).join(', ') }));
          if (headers.duplicates.length > 0)
            warn(importSaid('imports.repeatedColumns', { sheet: name, columns: headers.duplicates.map((column) => `${column.header} (${column.column})`).join(', ') }));
          continue;
        }
        const cells = (Array.isArray(row.values) ? row.values : []) as unknown[];
        let outcome: RowOutcome<MatchRow | TeamRow | PlayerRow>;
        if (headers.kind === 'schedule') outcome = readMatchRow(cells, headers, name, row.number, limits);
        else if (headers.kind === 'teams') outcome = readTeamRow(cells, headers, name, row.number, limits);
        else outcome = readPlayerRow(cells, headers, name, row.number, limits);
        if (outcome.kind === 'empty') continue;
        summary.rows++;
        counted[headers.kind]++;
        if (counted[headers.kind] > caps[headers.kind]) {
          // The cap as English writes it ('5,000'), so the English stays as it was.
          throw WorkbookError.of(importSaid(`imports.tooManyRows.${headers.kind}`, { max: caps[headers.kind].toLocaleString('en-US') }), { sheet: name, row: row.number });
        }
        if (outcome.kind === 'problems') {
          addProblems(outcome.problems);
          continue;
        }
        if (headers.kind === 'schedule') result.schedule.push(outcome.value as MatchRow);
        else if (headers.kind === 'teams') result.teams.push(outcome.value as TeamRow);
        else result.players.push(outcome.value as PlayerRow);
      }
      if (!headers) {
        warn(seenRows === 0 ? importSaid('imports.sheetEmpty', { sheet: name }) : importSaid('imports.sheetIgnored', { sheet: name }));
      }
    }
  };

  try {
    await Promise.race([consume(), guardFailed, idle.stalled]);
  } catch (error) {
    if (guardError instanceof WorkbookError) throw guardError;
    if (error instanceof WorkbookError) throw error;
    const damaged = WorkbookError.of(importSaid('imports.file.unreadable', { detail: error instanceof Error ? error.message.slice(0, 120) : 'unreadable' }));
    damaged.diagnostic = { size: source.size, streamed, zipEntries: entries.length };
    throw damaged;
  } finally {
    idle.stop();
    input.unpipe(guard);
    (input as NodeJS.ReadableStream & { destroy?: () => void }).destroy?.();
    guard.destroy();
  }
  if (guardError instanceof WorkbookError) throw guardError;

  if (!result.sheets.some((sheet) => sheet.kind === 'schedule' || sheet.kind === 'teams')) {
    const empty = result.sheets.every((sheet) => sheet.rows === 0) && result.warningMessages.every((warning) => warning?.messageId === 'imports.sheetEmpty');
    throw WorkbookError.of(empty ? importSaid('imports.file.workbookEmpty') : importSaid('imports.file.noKnownSheet'));
  }
  const dataRows = result.schedule.length + result.teams.length + result.players.length + result.problems.length + result.moreProblems;
  if (dataRows === 0) throw WorkbookError.of(importSaid('imports.file.noRows'));
  return result;
}
