import { PREVIEW_LIMIT_BYTES, UPLOAD_LIMIT_BYTES } from '@pitchside/shared';
import type { IntlShape } from 'react-intl';
import { formatBytes } from '../../../lib/format';

/**
 * The limits the imports service applies (docs/imports.md): the upload bucket takes 20 MB; the preview
 * (`process-excel`, base64 in one request) reads 4 MB. Checked here first so nobody waits for a refusal.
 */
export { PREVIEW_LIMIT_BYTES, UPLOAD_LIMIT_BYTES };

/** Why a file cannot be imported, as a message id and the sizes it names (worded where it is shown). */
export interface WorkbookFileProblem {
  id: 'tournaments.import.file.saveAsXlsx' | 'tournaments.import.file.notXlsx' | 'tournaments.import.file.empty' | 'tournaments.import.file.tooBig';
  size?: number;
  limit?: number;
}

/** Why this file cannot be imported before anything is sent, or undefined. The server checks again. */
export function workbookFileProblem(file: { name: string; size: number }, limit = UPLOAD_LIMIT_BYTES): WorkbookFileProblem | undefined {
  if (!/\.xlsx$/i.test(file.name.trim())) return { id: /\.(xls|csv|ods)$/i.test(file.name) ? 'tournaments.import.file.saveAsXlsx' : 'tournaments.import.file.notXlsx' };
  if (file.size === 0) return { id: 'tournaments.import.file.empty' };
  if (file.size > limit) return { id: 'tournaments.import.file.tooBig', size: file.size, limit };
  return undefined;
}

/** 'The file is 25 MB; the limit is 20 MB.' in the reader's language. */
export function fileProblemText(intl: Pick<IntlShape, 'formatMessage'>, problem: WorkbookFileProblem): string {
  return intl.formatMessage({ id: problem.id }, { size: formatBytes(intl, problem.size ?? 0), limit: formatBytes(intl, problem.limit ?? 0) });
}

export const canPreview = (file: { size: number }) => file.size <= PREVIEW_LIMIT_BYTES;

/** The file's bytes as base64 (no `data:` prefix), as `POST /api/files/process-excel {data}` takes them. */
export function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = typeof reader.result === 'string' ? reader.result : '';
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}
