import { disciplineRepositoryContract } from './discipline-contract';
import { inMemoryDisciplineRepository } from './in-memory-discipline';

describe('the in-memory discipline repository', () => {
  disciplineRepositoryContract(inMemoryDisciplineRepository);
});
