import { ENV, HTTP_SERVICES, type EnvKey, type HttpService } from '@pitchside/shared';
import { LIVE_MATCH_EVENTS_QUEUE, MATCH_EVENTS_QUEUE, NOTIFICATIONS_QUEUE, UPLOADS_BUCKET } from '../../resources';
import type { HeavyDependency } from './bundling';

/**
 * What a function may do. Each capability brings its IAM grant AND the env names it needs (see
 * `CAPABILITY_ENV`), so a function gets exactly the settings of the resources it may touch.
 */
export type Capability =
  /** Read and write items in the table (and its indexes). */
  | 'table:readWrite'
  /** Cognito admin API on this pool (create, update, group membership, disable, delete users). */
  | 'users:admin'
  /** Send e-mail through SES from the stage's sender address. */
  | 'mail:send'
  /** Build links into the web app (invitations, Stripe return URLs). */
  | 'app:links'
  /** Publish to the match-events topic (every writer of a match announces its change there). */
  | 'matchEvents:publish'
  /** Presign browser PUTs to, and read, the uploads bucket's import prefix. */
  | 'uploads:readWrite'
  /** Post to WebSocket connections (execute-api:ManageConnections on the live stage). */
  | 'live:post'
  /** Read the stage's Stripe secret (secret key + webhook secret) from Secrets Manager; the price id from config. */
  | 'stripe:checkout'
  /** Answer only requests that came through CloudFront (its origin-verify header); every HTTP function has it. */
  | 'http:behindEdge'
  /** Queue notification requests (the NotificationRequests port). */
  | 'notifications:send'
  /** Sign Web Push with the stage's VAPID keys (private key from Secrets Manager). */
  | 'push:vapid'
  /** Check phones' push endpoints (public https only; the env names extra origins, empty in AWS, the emulator's locally). */
  | 'push:endpoints';

/** The env names each capability sets (plus `stage`, set on every function). Values come from the stacks. */
export const CAPABILITY_ENV: Record<Capability, readonly EnvKey[]> = {
  'table:readWrite': ['tableName'],
  'users:admin': ['userPoolId', 'userPoolClientId'],
  'mail:send': ['mailFrom'],
  'app:links': ['appUrl'],
  'matchEvents:publish': ['matchEventsTopicArn'],
  'uploads:readWrite': ['uploadsBucket'],
  'live:post': ['wsConnectionsEndpoint'],
  'stripe:checkout': ['stripeSecretsArn', 'stripePriceId'],
  'http:behindEdge': ['originVerifySecret'],
  'notifications:send': ['notificationsQueueUrl'],
  'push:vapid': ['vapidPublicKey', 'vapidSubject', 'vapidSecretsArn'],
  'push:endpoints': ['pushAllowedOrigins'],
};

/**
 * Env names a capability's code reads only in the local cloud, where no AWS resource stands behind the
 * grant: in AWS the Stripe keys come from the secret and the client talks to Stripe; locally the keys
 * are plain variables and the client talks to the Stripe fake. CDK sets them empty.
 */
export const CAPABILITY_LOCAL_ENV: Partial<Record<Capability, readonly EnvKey[]>> = {
  'stripe:checkout': ['stripeSecretKey', 'stripeWebhookSecret', 'stripeApiUrl'],
  // In AWS the private key is in the VAPID secret; locally it is a variable, and retries and the confirmation check come back in seconds.
  'push:vapid': ['vapidPrivateKey', 'pushRetryBaseSeconds', 'confirmationMissingAfterSeconds'],
};

/** What invokes a function. HTTP services are invoked by their routes in the manifest. */
export type Trigger =
  | { kind: 'http' }
  /** The match-events topic's standings queue, through an SQS event source with partial batch failures. */
  | { kind: 'matchEventsQueue' }
  /** The match-events topic's live queue, the same way. */
  | { kind: 'liveMatchEventsQueue' }
  /** The notifications queue, the same way. */
  | { kind: 'notificationsQueue' }
  /** `$connect`, `$disconnect` and `$default` of the WebSocket API. */
  | { kind: 'webSocket' }
  /** Object created in the uploads bucket under `prefix`. */
  | { kind: 'uploads'; prefix: string }
  /** An EventBridge schedule (the local cloud runs a timer instead). */
  | { kind: 'schedule'; everyMinutes: number };

export interface FunctionDefinition {
  /** Handler file from the repository root; it exports `handler`. */
  readonly entry: string;
  readonly description: string;
  readonly trigger: Trigger;
  readonly capabilities: readonly Capability[];
  /** 512 for API and consumers; 1024 for a function that parses big files. */
  readonly memoryMb: 512 | 1024 | 1536 | 2048;
  readonly timeoutSeconds: number;
  /** The heavy dependencies this function may bundle; any other one fails the bundle. */
  readonly heavyDependencies?: readonly HeavyDependency[];
  /** Bundle budget the bench reports against (minified JS, KB). */
  readonly budgetKb: number;
}

/** HTTP API integrations time out at 30 s; a request that needs longer belongs on a queue. */
const HTTP_TIMEOUT_SECONDS = 10;
const API_BUDGET_KB = 300;
/** The import function may carry exceljs: its budget is bigger. */
export const IMPORT_BUDGET_KB = 1536;
/** The tournaments function carries pdf-lib for the printed schedule: ~450 KB with its font metrics and pako. */
export const PDF_BUDGET_KB = API_BUDGET_KB + 450;
/** Objects created under the uploads bucket's import prefix (the import function's trigger). */
export const UPLOADS_TRIGGER: Trigger = { kind: 'uploads', prefix: UPLOADS_BUCKET.uploadPrefix };

function httpService(description: string, capabilities: readonly Capability[], extra: Partial<FunctionDefinition> = {}): (service: HttpService) => FunctionDefinition {
  return (service) => ({
    entry: `services/${service}/src/handler.ts`,
    description,
    trigger: { kind: 'http' },
    capabilities: [...capabilities, 'http:behindEdge'],
    memoryMb: 512,
    timeoutSeconds: HTTP_TIMEOUT_SECONDS,
    budgetKb: API_BUDGET_KB,
    ...extra,
  });
}

/**
 * One entry per HTTP service of the manifest. Typed by `HttpService`: a service added to HTTP_SERVICES
 * does not compile until it has its line here.
 */
const HTTP_FUNCTIONS: { readonly [S in HttpService]: (service: S) => FunctionDefinition } = {
  accounts: httpService('Who you are, users, invitations', ['table:readWrite', 'users:admin', 'mail:send', 'app:links']),
  // The printable schedule (schedule.pdf) draws with pdf-lib; it is loaded on the first print, so the public
  // reads' cold starts parse it lazily and never run it.
  tournaments: httpService('Tournaments, divisions, brackets, teams, players, publishing, calendar feeds, printed schedules, display links and announcements', ['table:readWrite', 'live:post'], {
    heavyDependencies: ['pdf-lib'],
    budgetKb: PDF_BUDGET_KB,
  }),
  matches: httpService('Referee console events, assignment, confirmations, incidents', ['table:readWrite', 'matchEvents:publish', 'notifications:send']),
  payments: httpService(
    "Stripe Checkout for creating a tournament and for entry fees (Connect, to the organizer's account); the signed webhook; receipts",
    ['table:readWrite', 'app:links', 'stripe:checkout', 'mail:send'],
    { heavyDependencies: ['stripe'] },
  ),
  // process-excel parses a workbook in the request (the preview of spec §7), so exceljs is allowed here.
  imports: httpService('Spreadsheet uploads (presigned PUT), import progress, preview', ['table:readWrite', 'uploads:readWrite'], {
    heavyDependencies: ['exceljs'],
    budgetKb: IMPORT_BUDGET_KB,
    memoryMb: 1024,
    timeoutSeconds: 29,
  }),
  // Generation places thousands of matches and writes their rows: more memory (CPU) and the API's full 29 s.
  scheduling: httpService('Venue setup, schedule generation, the board, weather-day shifts (e-mails coaches and referees), versions', ['table:readWrite', 'mail:send', 'notifications:send'], {
    memoryMb: 1024,
    timeoutSeconds: 29,
  }),
  notifications: httpService('Phones follow teams, matches and divisions; signed-in people register their phones (Web Push)', ['table:readWrite', 'push:endpoints']),
  // Refunds a paid team the organizer refuses or withdraws (Stripe), so it may bundle stripe.
  registration: httpService(
    "Clubs apply with teams (places held exactly under the rush, a waiting line); the organizer's decisions e-mail the club and refund a paid team",
    ['table:readWrite', 'mail:send', 'stripe:checkout', 'app:links'],
    { heavyDependencies: ['stripe'] },
  ),
  // The statement PDF draws with pdf-lib, loaded on the first PDF only (as the printed schedule).
  'referee-pay': httpService("Referees' pay: the organizer's rates, each referee's statement (page, CSV, PDF), the payroll summary, statements marked paid", ['table:readWrite'], {
    heavyDependencies: ['pdf-lib'],
    budgetKb: PDF_BUDGET_KB,
  }),
  referees: httpService("Referees' availability, offers they accept or decline by a deadline, release requests, the automatic fill of a day", ['table:readWrite', 'mail:send', 'app:links']),
};

/** Functions that are not behind the HTTP API. */
const OTHER_FUNCTIONS = {
  // Posts the tables it writes (their version is only known once written); a knockout match it fills is announced on the topic.
  standings: {
    entry: 'services/standings/src/handler.ts',
    description: 'Recomputes division tables and fills the knockout; pushes the new tables (match-events topic, standings queue)',
    trigger: { kind: 'matchEventsQueue' },
    capabilities: ['table:readWrite', 'live:post', 'matchEvents:publish'],
    memoryMb: 512,
    timeoutSeconds: MATCH_EVENTS_QUEUE.consumerTimeoutSeconds,
    budgetKb: API_BUDGET_KB,
  },
  liveFanOut: {
    entry: 'services/live/src/fan-out.ts',
    description: "Pushes each changed match to its spectators' sockets: match, division, teams, overview digest (match-events topic, live queue)",
    trigger: { kind: 'liveMatchEventsQueue' },
    capabilities: ['table:readWrite', 'live:post'],
    memoryMb: 512,
    timeoutSeconds: LIVE_MATCH_EVENTS_QUEUE.consumerTimeoutSeconds,
    budgetKb: API_BUDGET_KB,
  },
  // Resolves who follows what and pushes to thousands of phones per request: 1 GB for the CPU of the encryption.
  notificationsSender: {
    entry: 'services/notifications/src/sender.ts',
    description: 'Sends Web Push notifications (notifications queue): followers, referees, coaches, organizers',
    trigger: { kind: 'notificationsQueue' },
    capabilities: ['table:readWrite', 'notifications:send', 'push:vapid', 'push:endpoints'],
    memoryMb: 1024,
    timeoutSeconds: NOTIFICATIONS_QUEUE.consumerTimeoutSeconds,
    budgetKb: API_BUDGET_KB,
  },
  live: {
    entry: 'services/live/src/handler.ts',
    description: 'WebSocket $connect, $disconnect and subscriptions',
    trigger: { kind: 'webSocket' },
    capabilities: ['table:readWrite', 'live:post'],
    memoryMb: 512,
    timeoutSeconds: HTTP_TIMEOUT_SECONDS,
    budgetKb: API_BUDGET_KB,
  },
  matchSweep: {
    entry: 'services/matches/src/sweep.ts',
    description: 'Completes matches left running past their full time, so standings follow',
    trigger: { kind: 'schedule', everyMinutes: 1 },
    capabilities: ['table:readWrite', 'matchEvents:publish', 'live:post', 'notifications:send'],
    memoryMb: 512,
    timeoutSeconds: 60,
    budgetKb: API_BUDGET_KB,
  },
  registrationSweep: {
    entry: 'services/registration/src/sweep.ts',
    description: 'Releases registration places left unpaid past their time to pay to the waiting line (decision 0057)',
    trigger: { kind: 'schedule', everyMinutes: 1 },
    capabilities: ['table:readWrite', 'mail:send', 'stripe:checkout', 'app:links'],
    heavyDependencies: ['stripe'],
    memoryMb: 512,
    timeoutSeconds: 60,
    budgetKb: API_BUDGET_KB,
  },
  refereeOfferSweep: {
    entry: 'services/referees/src/sweep.ts',
    description: 'Expires referee offers left unanswered past their deadline: the role goes back to the pool, the assignor is e-mailed (decision 0059)',
    trigger: { kind: 'schedule', everyMinutes: 1 },
    capabilities: ['table:readWrite', 'mail:send', 'app:links'],
    memoryMb: 512,
    timeoutSeconds: 60,
    budgetKb: API_BUDGET_KB,
  },
  importWorker: {
    entry: 'services/imports/src/worker.ts',
    description: 'Reads an uploaded workbook (exceljs stream) and imports it into its tournament',
    trigger: UPLOADS_TRIGGER,
    capabilities: ['table:readWrite', 'uploads:readWrite'],
    memoryMb: 1024,
    timeoutSeconds: 300,
    heavyDependencies: ['exceljs'],
    budgetKb: IMPORT_BUDGET_KB,
  },
} as const satisfies Record<string, FunctionDefinition>;

export type FunctionCatalog = Readonly<Record<string, FunctionDefinition>>;

/** Every function of the product, by name: the HTTP services (from the manifest's list) and the others. */
export function functionCatalog(): FunctionCatalog {
  const http = Object.fromEntries(
    HTTP_SERVICES.map((service) => {
      const define = HTTP_FUNCTIONS[service] as (service: HttpService) => FunctionDefinition;
      return [service, define(service)];
    }),
  );
  return { ...http, ...OTHER_FUNCTIONS };
}

/** The env names a function gets: `stage` plus those of its capabilities. */
export function envKeysOf(definition: FunctionDefinition): EnvKey[] {
  return [...new Set<EnvKey>(['stage', ...definition.capabilities.flatMap((capability) => CAPABILITY_ENV[capability])])];
}

/** The same, as the variable names the function sees. */
export function envNamesOf(definition: FunctionDefinition): string[] {
  return envKeysOf(definition).map((key) => ENV[key]);
}
