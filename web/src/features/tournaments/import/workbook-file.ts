import { UPLOAD_LIMIT_BYTES } from '@pitchside/shared';
import { formatBytes } from '../../../lib/format';

/**
 * The limits the imports service applies (docs/imports.md): the upload bucket takes 20 MB; the preview
 * (`process-excel`, base64 in one request) reads 4 MB. Checked here first so nobody waits for a refusal.
 */
export { UPLOAD_LIMIT_BYTES };
export const PREVIEW_LIMIT_BYTES = 4 * 1024 * 1024;

/** Why this file cannot be imported before anything is sent, or undefined. The server checks again. */
export function workbookFileProblem(file: { name: string; size: number }, limit = UPLOAD_LIMIT_BYTES): string | undefined {
  if (!/\.xlsx$/i.test(file.name.trim())) {
    return /\.(xls|csv|ods)$/i.test(file.name)
      ? 'Choose an Excel workbook (.xlsx): save the file as "Excel Workbook (.xlsx)" first.'
      : 'Choose an Excel workbook (.xlsx).';
  }
  if (file.size === 0) return 'The file is empty.';
  if (file.size > limit) return `The file is ${formatBytes(file.size)}; the limit is ${formatBytes(limit)}.`;
  return undefined;
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
