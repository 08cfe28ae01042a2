import { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, NotFound, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { withoutSdkLogging } from './clients';

/**
 * The uploads bucket as the imports service sees it: a presigned PUT for the browser (its size signed
 * in, so S3 refuses any other length), and an uploaded object read by ranges or as one stream — never
 * loaded whole. The client uses path-style URLs when an S3 endpoint override is set (s3rver needs
 * them), so presigned URLs point at the endpoint the browser reaches.
 */
export interface UploadedObject {
  readonly size: number;
  /** Bytes [start, end) of the object. */
  read(start: number, end: number): Promise<Buffer>;
  stream(): Promise<NodeJS.ReadableStream>;
}

export interface PresignedUpload {
  url: string;
  method: 'PUT';
  /** Headers the PUT must carry exactly as given (they are signed). */
  headers: Record<string, string>;
  expiresAt: string;
}

export interface UploadStore {
  presignPut(input: { key: string; contentLength: number; contentType: string; expiresInSeconds: number; now: Date }): Promise<PresignedUpload>;
  /** The object, or null when there is none under this key. */
  open(key: string): Promise<UploadedObject | null>;
}

let s3Client: S3Client | undefined;

export function s3(): S3Client {
  s3Client ??= withoutSdkLogging(new S3Client({ forcePathStyle: Boolean(process.env.AWS_ENDPOINT_URL_S3) }));
  return s3Client;
}

function isMissing(error: unknown): boolean {
  return error instanceof NotFound || error instanceof NoSuchKey || (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode === 404;
}

async function toBuffer(body: unknown): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body as AsyncIterable<Uint8Array>) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

export function s3UploadStore(bucket: string, client: S3Client = s3()): UploadStore {
  return {
    async presignPut({ key, contentLength, contentType, expiresInSeconds, now }) {
      const command = new PutObjectCommand({ Bucket: bucket, Key: key, ContentLength: contentLength, ContentType: contentType });
      const url = await getSignedUrl(client, command, { expiresIn: expiresInSeconds, signableHeaders: new Set(['content-length', 'content-type']) });
      return {
        url,
        method: 'PUT',
        headers: { 'content-type': contentType },
        expiresAt: new Date(now.getTime() + expiresInSeconds * 1000).toISOString(),
      };
    },
    async open(key) {
      let size: number;
      let etag: string | undefined;
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        size = head.ContentLength ?? 0;
        etag = head.ETag;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      // Every read names the version we measured, so a replaced object cannot be read half old, half new.
      const ifMatch = etag ? { IfMatch: etag } : {};
      return {
        size,
        async read(start, end) {
          if (end <= start) return Buffer.alloc(0);
          const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=${start}-${end - 1}`, ...ifMatch }));
          return toBuffer(answer.Body);
        },
        async stream() {
          const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key, ...ifMatch }));
          const body = answer.Body;
          if (body instanceof Readable) return body;
          return Readable.from(body as AsyncIterable<Uint8Array>);
        },
      };
    },
  };
}
