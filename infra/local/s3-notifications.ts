import type { EventEmitter } from 'node:events';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type S3rver from 's3rver';
import { UPLOADS_BUCKET } from '../resources';
import { invoke } from './gateway/functions';
import { REPO_ROOT } from './profile';

type CreatedRecord = { eventName?: string; s3?: { bucket?: { name?: string }; object?: { key?: string; size?: number } } };

const STORED_WITHIN_MS = 5_000;

/**
 * s3rver announces a put once it has read the request, not once its write stream has flushed the file
 * (`putObject` resolves on the input's 'finish'), so a reader that starts at the announcement could find
 * the object short. In AWS the event follows the durable write; here the notification waits until the
 * object has its announced size.
 */
async function untilStored(client: S3Client, record: CreatedRecord): Promise<void> {
  const bucket = record.s3?.bucket?.name ?? '';
  const key = decodeURIComponent((record.s3?.object?.key ?? '').replace(/\+/g, ' '));
  const size = record.s3?.object?.size;
  if (size === undefined) return;
  const deadline = Date.now() + STORED_WITHIN_MS;
  while (Date.now() < deadline) {
    const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key })).catch(() => undefined);
    if (head?.ContentLength === size) return;
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 10));
  }
}

/**
 * The uploads bucket's object-created notification, locally: s3rver reports the put and the imports
 * function receives the same S3 event it gets in AWS, for keys under the uploads prefix.
 */
export function forwardObjectCreated(s3: S3rver, bucket: string): void {
  const client = new S3Client({ forcePathStyle: true });
  const importsEntry = join(REPO_ROOT, 'services', 'imports', 'src', 'worker.ts');
  // s3rver is an EventEmitter at run time; its type definitions leave that out.
  (s3 as unknown as EventEmitter).on('event', (event: { Records?: CreatedRecord[] }) => {
    const records = (event.Records ?? []).filter(
      (record) => record.eventName?.startsWith('ObjectCreated') && record.s3?.bucket?.name === bucket && (record.s3.object?.key ?? '').startsWith(UPLOADS_BUCKET.uploadPrefix),
    );
    if (records.length === 0) return;
    if (!existsSync(importsEntry)) {
      console.info(`[s3] ${records.length} upload(s) received; no imports function yet`);
      return;
    }
    Promise.all(records.map((record) => untilStored(client, record)))
      .then(() => invoke('imports/worker', { Records: records }, 5 * 60_000))
      .catch((error: unknown) => console.error('[s3] imports function failed:', error));
  });
}
