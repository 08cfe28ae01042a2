import { ApiError } from '../../../lib/api-client';
import type { StartImportAnswer } from '@pitchside/shared';

/**
 * PUTs the file to the presigned upload URL (S3) with exactly the headers the API signed. XHR rather
 * than fetch so the page can show how far the upload is. S3's refusal is XML, not our API's JSON: it is
 * reported with a sentence of our own.
 */
export function uploadWorkbook(upload: StartImportAnswer['upload'], file: Blob, onProgress?: (fraction: number) => void, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(upload.method, upload.url);
    for (const [name, value] of Object.entries(upload.headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) resolve();
      else if (request.status === 403) reject(new ApiError(403, 'upload_refused', 'The upload link has expired or does not match the file. Start the import again.'));
      else reject(new ApiError(request.status, 'upload_failed', `The file could not be uploaded (HTTP ${request.status}). Try again.`));
    };
    request.onerror = () => reject(new ApiError(0, 'upload_failed', 'The file could not be uploaded: check your connection and try again.'));
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(file);
  });
}
