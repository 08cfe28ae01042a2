export * from './platform/env-names';
export * from './platform/runtime-config';
export * from './roles';
export * from './messages';
export * from './platform/routes';
