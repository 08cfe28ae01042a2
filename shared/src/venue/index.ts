export * from './display-rules';
export * from './display-api';
export * from './display-answers';
