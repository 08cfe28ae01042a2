/**
 * The uploads bucket's rules as the imports service applies them. They mirror `UPLOADS_BUCKET` in
 * infra/resources.ts (services do not import infra); tests/integration/imports.test.ts proves the two
 * agree by uploading at and just over the limit.
 */
export const UPLOADS = {
  maxUploadBytes: 20 * 1024 * 1024,
  presignedUrlSeconds: 300,
  uploadPrefix: 'imports/',
} as const;
