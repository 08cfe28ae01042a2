import {
  createDatabase,
  dynamoMatchRepository,
  dynamoOrganizationRepository,
  dynamoTeamRepository,
  dynamoTournamentRepository,
  dynamoTournamentStructureRepository,
  dynamoUserRepository,
} from '@pitchside/core/data';
import { dynamo } from '@pitchside/core/aws';
import { repositoryContracts } from '@pitchside/core/testing';
import { localCloudHandle } from '../support/local-cloud-handle';

/**
 * The contract suite the in-memory fakes pass (services/core/src/testing/fakes.test.ts), run against the
 * DynamoDB adapters on DynamoDB Local: a fake that drifts from its adapter fails one of the two runs.
 */
const cloud = localCloudHandle();
const db = createDatabase(cloud.resources.tableName, dynamo());
const subject = {
  organizations: dynamoOrganizationRepository(db),
  users: dynamoUserRepository(db),
  tournaments: dynamoTournamentRepository(db),
  structure: dynamoTournamentStructureRepository(db),
  teams: dynamoTeamRepository(db),
  matches: dynamoMatchRepository(db),
};

jest.setTimeout(30_000);

describe('DynamoDB core repositories', () => {
  repositoryContracts(() => subject);
});
