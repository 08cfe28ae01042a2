import type { EventEmitter } from 'node:events';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type S3rver from 's3rver';
import { UPLOADS_BUCKET } from '../resources';
import { invoke } from './gateway/functions';
import { REPO_ROOT } from './profile';

/**
 * The uploads bucket's object-created notification, locally: s3rver reports the put and the imports
 * function receives the same S3 event it gets in AWS, for keys under the uploads prefix.
 */
export function forwardObjectCreated(s3: S3rver, bucket: string): void {
  const importsEntry = join(REPO_ROOT, 'services', 'imports', 'src', 'worker.ts');
  // s3rver is an EventEmitter at run time; its type definitions leave that out.
  (s3 as unknown as EventEmitter).on('event', (event: { Records?: { eventName?: string; s3?: { bucket?: { name?: string }; object?: { key?: string } } }[] }) => {
    const records = (event.Records ?? []).filter((record) =>
      record.eventName?.startsWith('ObjectCreated') && record.s3?.bucket?.name === bucket && (record.s3.object?.key ?? '').startsWith(UPLOADS_BUCKET.uploadPrefix));
    if (records.length === 0) return;
    if (!existsSync(importsEntry)) {
      console.info(`[s3] ${records.length} upload(s) received; no imports function yet`);
      return;
    }
    invoke('imports/worker', { Records: records }, 5 * 60_000).catch((error) => console.error('[s3] imports function failed:', error));
  });
}
