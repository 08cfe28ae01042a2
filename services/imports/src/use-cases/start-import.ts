import type { StartImportAnswer } from '@pitchside/shared';
import { loadTournamentAccess, ValidationError, type Actor } from '@pitchside/core';
import { EMPTY_IMPORT_COUNTS } from '../adapters/import-jobs';
import { XLSX_CONTENT_TYPE, type StartImportInput } from '../api';
import type { ImportsPorts } from '../ports';
import { megabytes } from '../workbook/limits';

/** The object key of an import's upload: the worker reads the import id back from it. */
export function uploadKeyOf(prefix: string, tournamentId: string, importId: string): string {
  return `${prefix}${tournamentId}/${importId}.xlsx`;
}

/**
 * An organizer who may manage the tournament starts an import: the job is recorded (queued) and the
 * browser gets a presigned PUT for exactly the file's size. The upload's object-created event starts
 * the worker.
 */
export async function startImport(
  ports: Pick<ImportsPorts, 'organizations' | 'tournaments' | 'jobs' | 'uploads' | 'clock' | 'newId' | 'limits' | 'uploadUrlSeconds' | 'uploadPrefix'>,
  actor: Actor,
  orgId: string | undefined,
  tournamentId: string,
  input: StartImportInput,
): Promise<StartImportAnswer> {
  const { tournament } = await loadTournamentAccess(ports, actor, orgId, tournamentId, 'manage');
  if (input.size > ports.limits.maxFileBytes) {
    throw new ValidationError({ id: 'imports.tooBig', values: { size: megabytes(input.size), limit: megabytes(ports.limits.maxFileBytes) } }, { size: `At most ${ports.limits.maxFileBytes} bytes` });
  }
  const now = ports.clock.now();
  const importId = ports.newId();
  const objectKey = uploadKeyOf(ports.uploadPrefix, tournament.tournamentId, importId);
  await ports.jobs.create({
    importId,
    tournamentId: tournament.tournamentId,
    orgId: tournament.orgId,
    uploaderUid: actor.uid,
    objectKey,
    fileName: input.fileName,
    status: 'queued',
    step: null,
    stepIndex: null,
    counts: structuredClone(EMPTY_IMPORT_COUNTS),
    report: [],
    error: null,
    createdAt: now.toISOString(),
  });
  const upload = await ports.uploads.presignPut({ key: objectKey, contentLength: input.size, contentType: XLSX_CONTENT_TYPE, expiresInSeconds: ports.uploadUrlSeconds, now });
  return { importId, status: 'queued', upload: { ...upload, maxBytes: ports.limits.maxFileBytes } };
}
