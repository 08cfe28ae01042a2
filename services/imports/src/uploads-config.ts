import { UPLOAD_LIMIT_BYTES } from '@pitchside/shared';

/**
 * The uploads bucket's rules as the imports service applies them. They mirror `UPLOADS_BUCKET` in
 * infra/resources.ts (services do not import infra; the size limit is shared's `UPLOAD_LIMIT_BYTES` in both); tests/integration/imports.test.ts proves the two
 * agree by uploading at and just over the limit.
 */
export const UPLOADS = {
  maxUploadBytes: UPLOAD_LIMIT_BYTES,
  presignedUrlSeconds: 300,
  uploadPrefix: 'imports/',
} as const;
