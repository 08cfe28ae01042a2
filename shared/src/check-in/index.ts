export * from './age-rule';
export * from './pass';
export * from './check-in-api';
export * from './check-in-messages';
