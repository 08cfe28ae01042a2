export * from './env-names';
export * from './runtime-config';
export * from './routes';
export * from './match-events-message';
export * from './live-messages';
export * from './etag';
export * from './observability';
