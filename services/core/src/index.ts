/*
 * What every service shares and that needs no AWS client: errors, configuration, the actor and the policy,
 * the ports, compensations and tokens. Adapters live behind explicit subpaths so an import says what it
 * reaches for: `@pitchside/core/data` (ElectroDB entities and the shared repositories), `/aws` (SDK
 * clients and adapters), `/http` (the middy chain), `/messaging` (SQS), `/observability` and `/testing`.
 */
export * from './errors';
export * from './env';
export * from './auth/actor';
export * from './auth/policy';
export * from './auth/tournament-access';
export * from './compensations';
export * from './security/tokens';
export * from './ports/identity-provider';
export * from './ports/mailer';
export * from './ports/clock';
export * from './ports/notification-requests';
export * from './ports/connect-provider';
export * from './pdf/printable';
