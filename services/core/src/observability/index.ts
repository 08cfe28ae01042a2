/** Structured logs, metrics and the correlation id that ties a request to everything it causes. */
export * from './invocation-context';
export * from './logger';
export * from './metrics';
export * from './correlation';
export * from './middleware';
export * from './redaction';
