import type { Age, Gender, ImportProgressStep } from '@pitchside/shared';

/**
 * The imports API's answers as the web reads them (services/imports: StartImportAnswer, ImportJobView,
 * WorkbookPreview). They are not in @pitchside/shared yet, so the web states the fields it uses here.
 */
export interface StartImportAnswer {
  importId: string;
  status: 'queued';
  /** PUT the file to `url` with exactly `headers`; S3 takes exactly the announced size. */
  upload: { url: string; method: 'PUT'; headers: Record<string, string>; expiresAt: string; maxBytes: number };
}

export type ImportJobStatus = 'queued' | 'running' | 'completed' | 'failed';
export type ImportStepState = 'done' | 'running' | 'pending' | 'failed';
export interface ImportTally {
  added: number;
  skipped: number;
}
export type ImportCountKey = 'divisions' | 'ageGroups' | 'brackets' | 'teams' | 'matches' | 'players';

/** A report line: what was skipped or refused, by sheet and row (row 0: the file as a whole). */
export interface ImportReportLine {
  sheet: string;
  row: number;
  reason: string;
}

export interface ImportJob {
  importId: string;
  tournamentId: string;
  fileName: string;
  status: ImportJobStatus;
  step: string | null;
  stepIndex: number | null;
  steps: { step: ImportProgressStep; state: ImportStepState }[];
  counts: Record<ImportCountKey, ImportTally>;
  report: ImportReportLine[];
  error: string | null;
  createdAt: string;
  updatedAt: string | null;
}

export interface PreviewMatchRow {
  sheet: string;
  row: number;
  division: string;
  age: Age;
  gender: Gender;
  date: string;
  time?: string;
  field?: string;
  bracket?: string;
  homeTeam: string;
  homeClub?: string;
  awayTeam: string;
  awayClub?: string;
}

export interface PreviewTeamRow {
  sheet: string;
  row: number;
  team: string;
  club?: string;
  division?: string;
  age?: Age;
  gender?: Gender;
  bracket?: string;
}

export interface PreviewProblem {
  sheet?: string;
  row?: number;
  column?: string;
  message: string;
  /** The whole sentence: 'Schedule, row 12, Home Team: …'. */
  text: string;
}

/** `POST /api/files/process-excel` → what an import of this file would do; nothing is written. */
export interface WorkbookPreview {
  valid: boolean;
  schedule: PreviewMatchRow[];
  teams: PreviewTeamRow[];
  players: unknown[];
  rows: { schedule: number; teams: number; players: number };
  sheets: { name: string; kind: string | null; rows: number }[];
  summary: { divisions: number; ageGroups: number; brackets: number; tournamentTeams: number; teams: number; players: number; matches: number };
  problems: PreviewProblem[];
  moreProblems: number;
  skipped: { sheet: string; row: number; reason: string }[];
  warnings: string[];
}
