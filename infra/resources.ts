import { ORIGIN_VERIFY_HEADER, ROLES, UPLOAD_LIMIT_BYTES, WEBSOCKET_CONNECTION_TTL_SECONDS } from '@pitchside/shared';

/**
 * The stateful resources as data. The CDK stacks and the local cloud both create them from here, so a
 * queue's redrive policy or the pool's password rules cannot drift between AWS and a laptop.
 */
export function resourceNames(stage: string) {
  return {
    table: `pitchside-${stage}`,
    userPool: `pitchside-${stage}-users`,
    userPoolClient: `pitchside-${stage}-web`,
    /** Every change of a match is published here once; each queue below that needs it has a subscription. */
    matchEventsTopic: `pitchside-${stage}-match-events`,
    /** The standings consumer's subscription (the name it had when the matches service sent to it directly). */
    matchEventsQueue: `pitchside-${stage}-match-events`,
    matchEventsDlq: `pitchside-${stage}-match-events-dlq`,
    /** The live fan-out's subscription: spectators' sockets. */
    liveMatchEventsQueue: `pitchside-${stage}-live-match-events`,
    liveMatchEventsDlq: `pitchside-${stage}-live-match-events-dlq`,
    uploadsBucket: `pitchside-${stage}-uploads`,
    notificationsQueue: `pitchside-${stage}-notifications`,
    notificationsDlq: `pitchside-${stage}-notifications-dlq`,
    /** Secrets Manager secret `{ publicKey, privateKey }` (VAPID), created by hand once per stage. */
    vapidSecret: `pitchside/${stage}/vapid`,
  } as const;
}

/**
 * The standings consumer's queue (tables, knockout fill): one of the match-events topic's subscriptions.
 * Its name and construct ids are those of the queue the matches service used to send to, so it is not
 * replaced on deploy.
 */
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

/**
 * The live fan-out's queue (spectators' sockets): the match-events topic's other subscription. A queue of
 * its own, so a table recompute that fails and is retried never pushes a match again, and a slow push never
 * holds back a table. Pushes are small and many: the same batching as the standings queue.
 */
export const LIVE_MATCH_EVENTS_QUEUE = MATCH_EVENTS_QUEUE;

/**
 * The SNS topic every change of a match is published to (by the matches service, its sweep and the knockout
 * fill), and the queues subscribed to it, by their key in QUEUES. Raw message delivery: each queue gets the
 * message body as published, and its message attributes (the correlation id) as SQS message attributes.
 */
export const MATCH_EVENTS_TOPIC = {
  subscribers: ['matchEvents', 'liveMatchEvents'],
  rawMessageDelivery: true,
} as const satisfies { subscribers: readonly QueueKey[]; rawMessageDelivery: boolean };

/**
 * The notifications queue (docs/delivery.md): requests, a big audience's key ranges and delivery
 * shares, and retries of the pushes that timed out. The sender sends to thousands of phones per request, so
 * it gets more time than the standings consumer; a retry message carries its own delay (backoff) and comes
 * back on its own. One message per invocation: a goal's sixteen ranges are meant for sixteen containers
 * side by side, and a batch is worked through one record after another (measured in `bench:notify`: with
 * batches of ten, one container took ten ranges and the goal's last phone heard 1.3 s later).
 */
export const NOTIFICATIONS_QUEUE = {
  visibilityTimeoutSeconds: 360,
  consumerTimeoutSeconds: 60,
  batchSize: 1,
  maxBatchingWindowSeconds: 0,
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
  maxUploadBytes: UPLOAD_LIMIT_BYTES,
  presignedUrlSeconds: 300,
  uploadPrefix: 'imports/',
  /** Uploaded workbooks are working files: gone after a week. */
  expireAfterDays: 7,
} as const;

export const WEB_SOCKET = {
  path: '/ws',
  connectionTtlSeconds: WEBSOCKET_CONNECTION_TTL_SECONDS,
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
  /**
   * The reads whose words follow the reader's `Accept-Language` when the URL names no `lang` (the public
   * printable schedule, docs/i18n.md): that header is part of their key too, so a Swedish copy is never
   * served to a German reader. Everything else is keyed by path and query string alone (a calendar feed's
   * language is its `lang`; the JSON reads carry no words).
   */
  languageKeyed: { pathPattern: '/api/public/tournaments/*/schedule.pdf', header: 'accept-language' },
} as const;

/** Whether a path falls under a CloudFront path pattern ('*' matches any characters, '/' too). */
export function matchesPathPattern(pattern: string, path: string): boolean {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`).test(path);
}

/** The edge's cache key of a public read: path and query string, plus `Accept-Language` where the read follows it. */
export function publicReadCacheKey(url: string, headerOf: (name: string) => string | undefined): string {
  const { pathPattern, header } = PUBLIC_READS_CACHE.languageKeyed;
  const path = url.split('?')[0] ?? url;
  return matchesPathPattern(pathPattern, path) ? `${url}\n${header}: ${headerOf(header) ?? ''}` : url;
}

/**
 * What the edge lets through. API Gateway throttles per route and stage (token bucket: steady requests per
 * second, burst); routes anyone may call without signing in get the tight limit, since no token stands
 * behind them. Public reads are mostly answered by CloudFront's cache, so their limit only bounds misses.
 */
export const API_THROTTLING = {
  /** The whole HTTP API stage: every route not listed below. */
  stage: { rateLimit: 500, burstLimit: 1000 },
  /** Public GET routes (public reads, calendar feeds, invitation previews): cache misses only. */
  publicReads: { rateLimit: 200, burstLimit: 400 },
  /** Public writes (sign-up, forgot/reset password, accept invite, follows): no token behind them. */
  publicWrites: { rateLimit: 10, burstLimit: 20 },
  /**
   * Stripe's webhook, apart from the public writes: a flood of sign-ups must not hold back payment events
   * (Stripe sends bursts at a payout or a dispute wave, and only Stripe can sign them).
   */
  stripeWebhook: { rateLimit: 50, burstLimit: 100 },
  /** The WebSocket stage: connects, subscriptions. */
  webSocket: { rateLimit: 200, burstLimit: 500 },
} as const;

/**
 * The WAF web ACL in front of CloudFront (rate limits are requests per source IP in a 5-minute window).
 * A stadium shares few IPs (venue Wi-Fi, carrier NAT), so reads are never rate-limited per IP: the cache
 * absorbs them. Writes and the unauthenticated auth routes are.
 */
export const EDGE_FIREWALL = {
  /** Writes (POST/PUT/PATCH/DELETE) under /api from one IP: a venue's referees stay far below it. */
  writesPerIpPer5Min: 1000,
  /** The manifest's public writes (sign-up, password reset, invitation answers) from one IP. */
  publicWritesPerIpPer5Min: 100,
  /** Everything from one IP: a flood cap well above any real crowd behind one address. */
  allPerIpPer5Min: 20000,
  /** The AWS managed rule groups, in order. */
  managedRuleGroups: ['AWSManagedRulesAmazonIpReputationList', 'AWSManagedRulesCommonRuleSet', 'AWSManagedRulesKnownBadInputsRuleSet'],
  /**
   * Rules of the common rule set that are counted, not blocking: the workbook preview posts a spreadsheet
   * (JSON, up to the upload limit) well above the 8 KB body rule.
   */
  countOnly: ['SizeRestrictions_BODY'],
} as const;

/**
 * Origin protection: CloudFront adds this header, with a secret per stage, to every request it sends to
 * the HTTP API, and the functions refuse a request without it, so the execute-api URL cannot be used to
 * go around the edge (its WAF, cache and throttling). Locally the gateway adds it as CloudFront does.
 */
export const ORIGIN_VERIFY = {
  header: ORIGIN_VERIFY_HEADER,
  localSecret: 'local-origin-verify',
} as const;

/** Access logs (S3 server access logs, CloudFront standard logs) are kept this long. */
export const ACCESS_LOGS = { retainDays: 90 } as const;

/**
 * Every queue with a dead-letter queue, by the key its stack exposes it under (MessagingStack.queues). The
 * monitoring stack alarms on each entry, so a queue added here gets its DLQ and message-age alarms with
 * no further line. `oldestMessageAlarmSeconds`: how old the oldest waiting message may get before someone
 * is paged (a match event should reach the tables within seconds).
 */
export const QUEUES = {
  matchEvents: { ...MATCH_EVENTS_QUEUE, oldestMessageAlarmSeconds: 120 },
  // A goal should be on the spectators' screens within seconds; two minutes behind is an outage.
  liveMatchEvents: { ...LIVE_MATCH_EVENTS_QUEUE, oldestMessageAlarmSeconds: 120 },
  // A push to a slow push service is re-queued with backoff up to 15 minutes, so only older than that is stuck.
  notifications: { ...NOTIFICATIONS_QUEUE, oldestMessageAlarmSeconds: 1_200 },
} as const;

export type QueueKey = keyof typeof QUEUES;

/**
 * The alarms' thresholds, in one place for the CDK, the runbook and the tests. Each is what an on-call
 * engineer would want to be woken for on a cup weekend, not a tuning knob.
 */
export const ALARMS = {
  /** Any message in a dead-letter queue: something could not be handled five times. */
  dlqMessages: 1,
  /** Lambda errors (uncaught: a crashed invocation, a timeout) of one function in 5 minutes. */
  functionErrors: 1,
  /** Throttled invocations of one function in 5 minutes: concurrency is exhausted. */
  functionThrottles: 1,
  /** A function running this share of its timeout: an import or a sweep about to miss its deadline. */
  durationOfTimeout: 0.9,
  /** Percent of one service's requests answered with a 5xx over 5 minutes (with at least 20 requests). */
  http5xxPercent: 5,
  http5xxMinRequests: 20,
  /** Percent of live pushes that failed over 5 minutes. */
  pushFailurePercent: 10,
  /** Requests the web ACL blocked in 5 minutes: an attack, or a rule blocking real users. */
  wafBlockedPer5Min: 500,
  periodMinutes: 5,
} as const;
