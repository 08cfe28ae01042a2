import { createDatabase, dynamoOrganizationRepository, dynamoTournamentRepository } from '@pitchside/core/data';
import { dynamo } from '@pitchside/core/aws';
import { dynamoImportJobRepository } from '../../services/imports/src/adapters/import-jobs';
import { dynamoImportStore } from '../../services/imports/src/adapters/import-store';
import { importsContracts } from '../../services/imports/src/testing/contracts/imports-contracts';
import { localCloudHandle } from '../support/local-cloud-handle';

/**
 * The contract the in-memory imports fakes pass (services/imports/src/testing/in-memory-imports.test.ts), run
 * against the DynamoDB adapters on DynamoDB Local: a fake that drifts from its adapter fails one of the two runs.
 */
const cloud = localCloudHandle();
const db = createDatabase(cloud.resources.tableName, dynamo());
const tournaments = dynamoTournamentRepository(db);
const subject = {
  jobs: dynamoImportJobRepository(db),
  store: dynamoImportStore(db),
  async addTournament(tournament: Parameters<typeof tournaments.create>[0]['tournament']) {
    await tournaments.create({ tournament, ageGroups: [], brackets: [] });
  },
  tournament: (tournamentId: string) => tournaments.get(tournamentId),
  addUser: (email: string, uid: string, orgId: string) =>
    dynamoOrganizationRepository(db).saveMembership({
      membership: { orgId, uid, email, displayName: uid, role: { coach: true } },
      user: { uid, email, displayName: uid, role: { coach: true } },
      isNew: true,
    }),
};

jest.setTimeout(30_000);

describe('DynamoDB imports repositories', () => {
  importsContracts(() => subject);
});
