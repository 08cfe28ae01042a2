/**
 * Names of the environment variables that wire a service to its resources. CDK sets them on every
 * function and the local cloud sets them on its process; services read them once through `loadEnv`
 * in services/core, which throws when one is missing.
 */
export const ENV = {
  stage: 'PITCHSIDE_STAGE',
  tableName: 'PITCHSIDE_TABLE_NAME',
  userPoolId: 'PITCHSIDE_USER_POOL_ID',
  userPoolClientId: 'PITCHSIDE_USER_POOL_CLIENT_ID',
  /** The SNS topic every change of a match is published to (the standings and live queues subscribe to it). */
  matchEventsTopicArn: 'PITCHSIDE_MATCH_EVENTS_TOPIC_ARN',
  uploadsBucket: 'PITCHSIDE_UPLOADS_BUCKET',
  mailFrom: 'PITCHSIDE_MAIL_FROM',
  appUrl: 'PITCHSIDE_APP_URL',
  wsConnectionsEndpoint: 'PITCHSIDE_WS_CONNECTIONS_ENDPOINT',
  /** Secrets Manager secret `{ secretKey, webhookSecret }` for Stripe (AWS); locally the two values below. */
  stripeSecretsArn: 'PITCHSIDE_STRIPE_SECRETS_ARN',
  stripeSecretKey: 'PITCHSIDE_STRIPE_SECRET_KEY',
  stripeWebhookSecret: 'PITCHSIDE_STRIPE_WEBHOOK_SECRET',
  /** The price of creating a tournament. */
  stripePriceId: 'PITCHSIDE_STRIPE_PRICE_ID',
  /** Only locally: where the Stripe fake listens (http://127.0.0.1:port). Unset in AWS. */
  stripeApiUrl: 'PITCHSIDE_STRIPE_API_URL',
  /** The secret CloudFront sends with every API request (origin protection); the local gateway sends its own. */
  originVerifySecret: 'PITCHSIDE_ORIGIN_VERIFY_SECRET',
  /** The notifications queue (requests and delivery retries) the sender function consumes. */
  notificationsQueueUrl: 'PITCHSIDE_NOTIFICATIONS_QUEUE_URL',
  /** VAPID public key (base64url): also in the web app's runtime config, the browser subscribes with it. */
  vapidPublicKey: 'PITCHSIDE_VAPID_PUBLIC_KEY',
  /** `mailto:` or https contact the push services see in the VAPID token. */
  vapidSubject: 'PITCHSIDE_VAPID_SUBJECT',
  /** Secrets Manager secret `{ publicKey, privateKey }` (AWS); locally the private key below. */
  vapidSecretsArn: 'PITCHSIDE_VAPID_SECRETS_ARN',
  vapidPrivateKey: 'PITCHSIDE_VAPID_PRIVATE_KEY',
  /** Only locally: exact origins a push endpoint may have besides public https (the push-service emulator on loopback). */
  pushAllowedOrigins: 'PITCHSIDE_PUSH_ALLOWED_ORIGINS',
  /** Only locally: the first retry's delay in seconds (AWS: 30), so a test can watch a retry arrive. */
  pushRetryBaseSeconds: 'PITCHSIDE_PUSH_RETRY_BASE_SECONDS',
  /** Only locally: seconds from full-time to the "confirmation missing" check (AWS: CONFIRMATION_MISSING_AFTER_SECONDS). */
  confirmationMissingAfterSeconds: 'PITCHSIDE_CONFIRMATION_MISSING_AFTER_SECONDS',
} as const;

export type EnvKey = keyof typeof ENV;

/**
 * Origin protection: CloudFront adds this header, carrying the stage's secret (`originVerifySecret`), to
 * every request it sends to the HTTP API; the functions refuse requests without it.
 */
export const ORIGIN_VERIFY_HEADER = 'x-pitchside-origin-verify';

/**
 * Node flags every function runs with: in Lambda (NODE_OPTIONS, beside source maps) and in the local
 * cloud's own processes. On Node 22, AsyncLocalStorage (each invocation's log keys) otherwise hooks every
 * promise and callback; with the async context frame (Node 24's default) it costs nothing per promise.
 * Measured in `bench:notify`: the senders' CPU per push fell by a quarter.
 */
export const FUNCTION_NODE_FLAGS = ['--experimental-async-context-frame'] as const;
