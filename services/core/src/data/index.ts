/*
 * The single table and the repositories more than one service uses. A repository that one service alone
 * uses lives in that service's `src/adapters/` and builds on what is exported here.
 */
export type { EntityItem } from 'electrodb';
export * from './entity-service';
export * from './table-definition';
export * from './database';
export type { matchEntity } from './entities/match-entity';
export type { importJobEntity } from './entities/import-job-entity';
export type { registrationDivisionEntity, registrationEntryEntity, registrationApplicationEntity } from './entities/registration-entities';
export * from './users';
export * from './live-connections';
export * from './organizations';
export * from './rate-limiter';
export * from './registration-write-limit';
export * from './transactions';
export * from './stored-values';
export * from './tournaments';
export * from './tournament-structure';
export * from './matches';
export * from './teams';
export * from './public-reads';
export * from './short-lived-cache';
export * from './stripe-accounts';
export * from './entry-payments';
