import { ROLES } from '@pitchside/shared';

/**
 * The stateful resources as data. The CDK stacks and the local cloud both create them from here, so a
 * queue's redrive policy or the pool's password rules cannot drift between AWS and a laptop.
 */
export function resourceNames(stage: string) {
  return {
    table: `pitchside-${stage}`,
    userPool: `pitchside-${stage}-users`,
    userPoolClient: `pitchside-${stage}-web`,
    matchEventsQueue: `pitchside-${stage}-match-events`,
    matchEventsDlq: `pitchside-${stage}-match-events-dlq`,
    uploadsBucket: `pitchside-${stage}-uploads`,
  } as const;
}

export const MATCH_EVENTS_QUEUE = {
  /** Six times the consumer's timeout, as AWS recommends for an SQS event source. */
  visibilityTimeoutSeconds: 180,
  consumerTimeoutSeconds: 30,
  batchSize: 10,
  maxBatchingWindowSeconds: 1,
  /** After this many receives a message moves to the DLQ. */
  maxReceiveCount: 5,
  dlqRetentionDays: 14,
} as const;

export const USER_POOL = {
  groups: ROLES,
  /** Mirrors the spec's password rule (§5); shared's validator gives the same message in the app. */
  passwordPolicy: { minLength: 8, requireLowercase: true, requireUppercase: true, requireDigits: true, requireSymbols: false },
  /** The app signs in with USER_PASSWORD_AUTH (the emulator has no SRP) and refreshes tokens. */
  authFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'] as const,
  idTokenValidityMinutes: 60,
  refreshTokenValidityDays: 30,
  /**
   * The only attribute a signed-in person may write with their own token: their name. Never the e-mail:
   * invitations and password resets are bound to it, so changing it goes through verification or an admin.
   */
  clientWriteAttributes: ['name'] as const,
} as const;

export const UPLOADS_BUCKET = {
  /** Spreadsheets only, and not more than this; the presigned PUT states the same limit. */
  maxUploadBytes: 20 * 1024 * 1024,
  presignedUrlSeconds: 300,
  uploadPrefix: 'imports/',
  /** Uploaded workbooks are working files: gone after a week. */
  expireAfterDays: 7,
} as const;

export const WEB_SOCKET = {
  path: '/ws',
  /** Connections are forgotten after API Gateway's 2-hour connection limit. */
  connectionTtlSeconds: 2 * 60 * 60,
} as const;

export const LOCAL_REGION = 'eu-west-1';

/**
 * CloudFront keeps the public reads as long as their answers' `s-maxage` says (up to `maxTtlSeconds`),
 * keyed by path and query string only, so a crowd at the field costs the API one read per key and
 * window. The local gateway's edge cache follows the same rules.
 */
export const PUBLIC_READS_CACHE = {
  pathPattern: '/api/public/*',
  maxTtlSeconds: 300,
  /**
   * Local only: a request with this header is answered by the function, as a call to the HTTP API's own
   * URL is in AWS (tests of what the API answers right after a change).
   */
  localOriginHeader: 'x-pitchside-origin',
} as const;
