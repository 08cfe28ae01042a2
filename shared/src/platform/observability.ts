/**
 * Names shared by the services that emit logs and metrics and by the CDK that alarms on them and draws the
 * dashboard: a metric renamed on one side only would leave an alarm watching nothing.
 */

/** The CloudWatch namespace of every custom metric (embedded metric format). */
export const METRICS_NAMESPACE = 'Pitchside';

/** Every custom metric the services emit. Dimension: `service` (the function's service name). */
export const METRIC = {
  /** Every HTTP request a function answered, and those it answered with a 5xx: the 5xx rate per service. */
  httpRequests: 'HttpRequests',
  http5xx: 'Http5xx',
  /** A referee's event accepted by the match (not a duplicate). */
  eventsApplied: 'MatchEventsApplied',
  /** A referee's event the match refused (wrong state, unknown player, …). */
  eventsRejected: 'MatchEventsRejected',
  /** Goals accepted: the dashboard's goals per minute. */
  goals: 'GoalsScored',
  /** From the publisher's `sentAt` to the standings consumer having handled the message (ms). */
  eventToStandingsMs: 'EventToStandingsLatency',
  /** From the publisher's `sentAt` to the live fan-out having pushed the match to its spectators (ms). */
  eventToLivePushMs: 'EventToLivePushLatency',
  /** WebSocket posts that reached a spectator. */
  pushDeliveries: 'PushDeliveries',
  /** Pushes that failed (not a connection that was simply gone). */
  pushFailures: 'PushFailures',
  /** Web Push notifications a push service accepted for a phone. */
  webPushDeliveries: 'WebPushDeliveries',
  /** Web Push notifications given up after every retry (the phone never heard). */
  webPushDropped: 'WebPushDropped',
  importsStarted: 'ImportsStarted',
  importsCompleted: 'ImportsCompleted',
  importsFailed: 'ImportsFailed',
  /** Wall time of one import run, whatever its outcome (ms). */
  importDurationMs: 'ImportDuration',
  checkoutSessions: 'CheckoutSessions',
  paymentsFulfilled: 'PaymentsFulfilled',
  /** Sign-up or password-reset attempts refused by the per-address limit (the product's lockout). */
  signInLockouts: 'SignInLockouts',
} as const;

export type MetricName = (typeof METRIC)[keyof typeof METRIC];

/**
 * The correlation id: taken from the API request's header (or its request id), carried as this message
 * attribute through the match-events topic and its queues, and printed on every log line as `correlation_id`.
 */
export const CORRELATION = {
  header: 'x-correlation-id',
  messageAttribute: 'correlationId',
  /** A caller's own id is kept only when it is this short and plain; anything else gets the request id. */
  maxLength: 100,
  pattern: /^[A-Za-z0-9._:-]+$/,
} as const;
