/**
 * One in-memory fake per core repository, for use-case tests in every service. Each keeps the promises
 * its DynamoDB adapter keeps, checked by the same contract suite (`./repository-contracts`) run against both.
 * Test code only: no handler imports this.
 */
export * from './in-memory-tables';
export * from './in-memory-organizations';
export * from './in-memory-tournaments';
export * from './in-memory-structure';
export * from './in-memory-teams';
export * from './in-memory-matches';

import type { Clock } from '../ports/clock';
import { inMemoryMatchRepository } from './in-memory-matches';
import { inMemoryOrganizationRepository, inMemoryUserRepository } from './in-memory-organizations';
import { inMemoryTournamentStructureRepository } from './in-memory-structure';
import { inMemoryTeamRepository } from './in-memory-teams';
import { inMemoryTournamentRepository } from './in-memory-tournaments';
import { inMemoryTables, type InMemoryTables } from './in-memory-tables';

/** Every core repository over one set of tables. */
export function inMemoryRepositories(clock: Clock, tables: InMemoryTables = inMemoryTables()) {
  return {
    tables,
    organizations: inMemoryOrganizationRepository(tables),
    users: inMemoryUserRepository(tables),
    tournaments: inMemoryTournamentRepository(tables, clock),
    structure: inMemoryTournamentStructureRepository(tables),
    teams: inMemoryTeamRepository(tables),
    matches: inMemoryMatchRepository(tables),
  };
}
