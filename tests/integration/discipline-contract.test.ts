import { createDatabase } from '@pitchside/core/data';
import { dynamo } from '@pitchside/core/aws';
import { dynamoDisciplineRepository } from '../../services/matches/src/adapters/discipline-store';
import { disciplineRepositoryContract } from '../../services/matches/src/testing/discipline-contract';
import { localCloudHandle } from '../support/local-cloud-handle';

/** The contract the in-memory discipline repository passes, run against the DynamoDB adapter on DynamoDB Local. */
const cloud = localCloudHandle();
const db = createDatabase(cloud.resources.tableName, dynamo());

jest.setTimeout(30_000);

describe('the DynamoDB discipline repository', () => {
  disciplineRepositoryContract(() => dynamoDisciplineRepository(db));
});
