import { loadTournamentAccess, type Actor } from '@pitchside/core';
import { type MatchRecord, type MatchRepository } from '@pitchside/core/data';
import { matchGroupName, matchRoundName, slugOf } from '@pitchside/shared';
import type { ImportsPorts } from '../ports';
import { escapeFormulaText } from '../workbook/cells';
import { FIELD_LABELS, type ScheduleField } from '../workbook/headers';

/**
 * `GET /api/tournaments/{id}/matches.csv`: every match of the tournament in the schedule sheet's own
 * columns, named as the importer reads them (FIELD_LABELS), so the file imports back to the same schedule
 * (docs/scheduling.md, "Schedules out"):
 *
 * - RFC 4180: CRLF rows, a field with a comma, quote or line break in double quotes (quotes doubled);
 * - UTF-8 with a byte-order mark, so Excel reads 'Djurgården' as written;
 * - formula injection: text that a spreadsheet would run ('=…', '+…', '@…', '-…' that is no number, a
 *   leading tab or CR) gets an apostrophe in front, which the importer takes off again (cells.ts);
 * - a completed match keeps its score; a match being played is written as scheduled, without a score
 *   (the importer takes no live state);
 * - the groups and the knockout survive the round trip: Bracket is the match's group ('Group A', the
 *   bracket its teams are in, else the scheduler's letter), and a knockout match says its Round
 *   ('Semi-final'), Match Code ('SF1') and where each side comes from (Home From / Away From: 'Winner
 *   Group A'), which the importer reads back as placeholders, never as teams (knockout-rows.ts).
 */
export const CSV_COLUMNS: readonly ScheduleField[] = [
  'division',
  'age',
  'gender',
  'date',
  'time',
  'field',
  'homeTeam',
  'homeClub',
  'awayTeam',
  'awayClub',
  'status',
  'bracket',
  'homeScore',
  'awayScore',
  'round',
  'matchCode',
  'homeFrom',
  'awayFrom',
];

const BOM = '\uFEFF';
const CRLF = '\r\n';

export type ExportCsvPorts = Pick<ImportsPorts, 'organizations' | 'tournaments'> & { matches: Pick<MatchRepository, 'listByTournament'> };

export interface ExportedCsv {
  fileName: string;
  content: string;
}

/** One RFC 4180 field: quoted when it holds a comma, a double quote, CR or LF (and then quotes doubled). */
export function csvField(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : escapeFormulaText(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function cells(match: MatchRecord): Record<ScheduleField, string | number> {
  const completed = match.status === 'completed';
  const knockout = match.stage === 'knockout';
  return {
    division: match.division,
    age: match.age.toUpperCase(),
    gender: match.gender,
    date: match.date,
    time: match.time,
    field: match.field ?? '',
    homeTeam: match.homeTeam,
    homeClub: match.homeClub ?? '',
    awayTeam: match.awayTeam,
    awayClub: match.awayClub ?? '',
    status: completed ? 'completed' : '',
    bracket: matchGroupName(match) ?? '',
    homeScore: completed ? match.homeScore : '',
    awayScore: completed ? match.awayScore : '',
    round: matchRoundName(match) ?? '',
    matchCode: knockout ? (match.knockoutCode ?? '') : '',
    homeFrom: knockout ? (match.homeLabel ?? '') : '',
    awayFrom: knockout ? (match.awayLabel ?? '') : '',
  };
}

export function matchesCsv(matches: readonly MatchRecord[]): string {
  const header = CSV_COLUMNS.map((column) => csvField(FIELD_LABELS[column] ?? column)).join(',');
  const rows = matches.map((match) => {
    const values = cells(match);
    return CSV_COLUMNS.map((column) => csvField(values[column])).join(',');
  });
  return BOM + [header, ...rows].map((line) => line + CRLF).join('');
}

/** Whoever may read the tournament (its organization's admin, a linked tournament admin) may export it. */
export async function exportMatchesCsv(ports: ExportCsvPorts, actor: Actor, orgId: string | undefined, tournamentId: string): Promise<ExportedCsv> {
  const { tournament } = await loadTournamentAccess(ports, actor, orgId, tournamentId, 'read');
  const matches = await ports.matches.listByTournament(tournament.tournamentId);
  return { fileName: `${slugOf(tournament.name) || 'tournament'}-matches.csv`, content: matchesCsv(matches) };
}
