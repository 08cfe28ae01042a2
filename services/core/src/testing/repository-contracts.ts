import { matchContract } from './contracts/matches-contract';
import { organizationContract } from './contracts/organizations-contract';
import { structureContract } from './contracts/structure-contract';
import { teamContract } from './contracts/teams-contract';
import { tournamentContract } from './contracts/tournaments-contract';
import type { RepositorySubject } from './contracts/subject';

export type { RepositorySubject } from './contracts/subject';

/**
 * The whole contract suite for the core repositories. Run against the in-memory fakes by
 * services/core/src/testing/fakes.test.ts and against DynamoDB Local by
 * tests/integration/repository-contracts.test.ts: a promise a use-case test relies on is a line here.
 */
export function repositoryContracts(subject: () => RepositorySubject): void {
  organizationContract(subject);
  tournamentContract(subject);
  structureContract(subject);
  teamContract(subject);
  matchContract(subject);
}
