import type { Age } from '../constants/ages';
import type { Gender, TeamGender } from '../constants/genders';
import type { ImportMessageId } from '../i18n/catalog/imports/en';
import type { MessageValues } from '../i18n/message';
import type { ImportProgressStep } from './import-rules';

/**
 * What the imports API answers — the import job the web polls, the presigned upload, the workbook
 * preview — stated once for the service that builds these answers and the web that reads them.
 */

export type ImportJobStatus = 'queued' | 'running' | 'completed' | 'failed';
export type ImportStepState = 'done' | 'running' | 'pending' | 'failed';

export interface ImportTally {
  added: number;
  skipped: number;
}

export type ImportCountKey = 'divisions' | 'ageGroups' | 'brackets' | 'teams' | 'matches' | 'players';
export type ImportCounts = Record<ImportCountKey, ImportTally>;

/** A report line: what was skipped or refused, by sheet and row (row 0: the file as a whole). */
export interface ImportReportLine {
  sheet: string;
  row: number;
  reason: string;
}

/**
 * An import line as an id of catalog/imports with its values, which a client words in its language, and
 * where it is, worded in front of it ("Sheet 'Schedule', row 12, Home Team (column G): …"): a report line
 * or skipped row names its sheet and row itself, so only its column is here; the job's error has all three.
 */
export interface ImportMessage {
  messageId: ImportMessageId;
  values: MessageValues;
  sheet?: string;
  row?: number;
  column?: string;
}

/** `GET /api/imports/{importId}`: what the web polls to show progress, then the report. */
export interface ImportJobView {
  importId: string;
  tournamentId: string;
  fileName: string;
  status: ImportJobStatus;
  /** The spec's progress words (Loading, Adding divisions to tournament, …) and where the job is. */
  step: string | null;
  stepIndex: number | null;
  steps: { step: ImportProgressStep; state: ImportStepState }[];
  counts: ImportCounts;
  report: ImportReportLine[];
  /** `report`'s lines as messages, line for line: null for a line worded only in English (or stored before lines had ids). */
  reportMessages?: (ImportMessage | null)[];
  error: string | null;
  /** `error` as a message (null when it has none). */
  errorMessage?: ImportMessage | null;
  createdAt: string;
  updatedAt: string | null;
}

/** `POST /api/tournaments/{id}/imports`: the job, queued, and where to PUT the file. */
export interface StartImportAnswer {
  importId: string;
  status: 'queued';
  /** PUT the file to `url` with exactly `headers`; S3 accepts exactly the announced size. */
  upload: { url: string; method: 'PUT'; headers: Record<string, string>; expiresAt: string; maxBytes: number };
}

/** A schedule row, validated: one match. `row` is the sheet's row number. */
export interface WorkbookMatchRow {
  sheet: string;
  row: number;
  division: string;
  age: Age;
  gender: Gender;
  /** Calendar day 'YYYY-MM-DD'. */
  date: string;
  /** Kick-off 'HH:MM' (the tournament's local time), when the sheet gives one. */
  time?: string;
  field?: string;
  bracket?: string;
  homeTeam: string;
  homeClub?: string;
  awayTeam: string;
  awayClub?: string;
  status: '' | 'completed';
  homeScore?: number;
  awayScore?: number;
  /** Knockout: the round ('Semi-final'), the slot's code ('SF1') and where each side comes from ('Winner Group A'). */
  round?: string;
  matchCode?: string;
  homeFrom?: string;
  awayFrom?: string;
}

/** An organization team named by a teams row's teamId/teamName/teamAge/teamGender cells. */
export interface WorkbookClubTeam {
  teamId: string;
  name: string;
  age?: Age;
  gender?: TeamGender;
}

/** A teams row: the team's entry in the tournament, and the organization teams it lists. */
export interface WorkbookTeamRow {
  sheet: string;
  row: number;
  team: string;
  club?: string;
  division?: string;
  age?: Age;
  gender?: Gender;
  bracket?: string;
  coachEmail?: string;
  clubTeams: WorkbookClubTeam[];
}

export interface WorkbookPlayerRow {
  sheet: string;
  row: number;
  name?: string;
  teamIds: string[];
  registrationId?: string;
  jerseyNumber?: number;
  position?: string;
  dateOfBirth?: string;
  extra: Record<string, string | number | boolean>;
}

/** One thing wrong with an uploaded workbook, located as precisely as we can: sheet, row, column. */
export interface ImportProblem {
  sheet?: string;
  /** The spreadsheet's own row number (1 = the header row). */
  row?: number;
  column?: string;
  message: string;
  /** `message` as an id of catalog/imports with its values, when it is one. */
  messageId?: ImportMessageId;
  values?: MessageValues;
}

/** A problem with its whole sentence, as the preview lists it: 'Schedule, row 12, Home Team: …'. */
export type WorkbookProblem = ImportProblem & { text: string };

/** A row an import would leave out, and why. */
export interface WorkbookSkippedRow {
  sheet: string;
  row: number;
  reason: string;
}

/** `POST /api/files/process-excel`: the parsed `schedule` and `teams`, plus what an import would do. Nothing is written. */
export interface WorkbookPreview {
  valid: boolean;
  schedule: WorkbookMatchRow[];
  teams: WorkbookTeamRow[];
  players: WorkbookPlayerRow[];
  /** Rows in the file per kind (the lists stop at the preview's cap). */
  rows: { schedule: number; teams: number; players: number };
  sheets: { name: string; kind: string | null; rows: number }[];
  /** What an import would add (before comparing with the tournament's current content). */
  summary: { divisions: number; ageGroups: number; brackets: number; tournamentTeams: number; teams: number; players: number; matches: number };
  problems: WorkbookProblem[];
  moreProblems: number;
  skipped: WorkbookSkippedRow[];
  /** `skipped`'s reasons as messages, row for row (null: worded only in English). */
  skippedMessages?: (ImportMessage | null)[];
  warnings: string[];
  /** `warnings` as messages, one for one (null: worded only in English). */
  warningMessages?: (ImportMessage | null)[];
}
