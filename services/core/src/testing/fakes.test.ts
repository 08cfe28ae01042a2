import { repositoryContracts } from './repository-contracts';
import { inMemoryRepositories } from './fakes';

/** The in-memory fakes keep the same contract as the DynamoDB adapters (checked on DynamoDB Local in integration). */
describe('in-memory core repositories', () => {
  repositoryContracts(() => inMemoryRepositories({ now: () => new Date('2026-05-01T10:00:00Z') }));
});
