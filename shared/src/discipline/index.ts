export * from './discipline-rules';
export * from './discipline-input';
export * from './compute-discipline';
export * from './discipline-api';
export * from './team-card-counts';
