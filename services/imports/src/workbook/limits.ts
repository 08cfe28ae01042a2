import { PREVIEW_LIMIT_BYTES, UPLOAD_LIMIT_BYTES } from '@pitchside/shared';

/**
 * What an import accepts. Every limit has a message that names it (see `problems.ts`); the numbers are
 * documented in docs/imports.md. The upload limit itself is shared's `UPLOAD_LIMIT_BYTES`, which the
 * uploads bucket (infra) states too.
 */
export interface ImportLimits {
  /** The uploaded file (the presigned PUT states it; the worker checks the object's size again). */
  maxFileBytes: number;
  /** The preview (`POST /api/files/process-excel`) carries the file in the request: API Gateway and Lambda payload limits. */
  maxPreviewBytes: number;
  /** Zip bomb defences: entries in the archive, bytes it may inflate to (all parts, and shared strings alone). */
  maxZipEntries: number;
  maxUncompressedBytes: number;
  maxSharedStringsBytes: number;
  /** Rows per sheet kind (data rows, header excluded). */
  maxMatches: number;
  maxTeamRows: number;
  maxPlayerRows: number;
  /** Cells: columns read per row and characters per text cell. */
  maxColumns: number;
  maxCellChars: number;
  /** Problems listed in one answer; the count says how many more there were. */
  maxProblemsListed: number;
  /**
   * The reader gives up when neither a byte nor a row has moved for this long: a parser that stops
   * without settling (a damaged file the checks above did not catch) must not hold a request or a job.
   */
  maxIdleMs: number;
}

export const DEFAULT_IMPORT_LIMITS: ImportLimits = {
  maxFileBytes: UPLOAD_LIMIT_BYTES,
  maxPreviewBytes: PREVIEW_LIMIT_BYTES,
  maxZipEntries: 1_000,
  maxUncompressedBytes: 256 * 1024 * 1024,
  maxSharedStringsBytes: 64 * 1024 * 1024,
  maxMatches: 20_000,
  maxTeamRows: 10_000,
  maxPlayerRows: 20_000,
  maxColumns: 100,
  maxCellChars: 500,
  maxProblemsListed: 100,
  maxIdleMs: 15_000,
};

/** '20 MB', '20.5 MB', '12 KB': sizes as people read them. */
export function megabytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}
