import { createDatabase } from '@pitchside/core/data';
import { dynamo } from '@pitchside/core/aws';
import { dynamoScheduleRepository } from '../../services/scheduling/src/adapters/schedules';
import { scheduleContracts } from '../../services/scheduling/src/testing/contracts/schedule-contracts';
import { localCloudHandle } from '../support/local-cloud-handle';

/**
 * The contract the in-memory schedule repository passes (services/scheduling/src/testing/in-memory-schedules.test.ts),
 * run against the DynamoDB adapter on DynamoDB Local: a fake that drifts from its adapter fails one of the two runs.
 */
const cloud = localCloudHandle();
const db = createDatabase(cloud.resources.tableName, dynamo());
const subject = {
  schedules: dynamoScheduleRepository(db),
  /** As the matches service starts a match: the status set, the version bumped. */
  async startMatch(tournamentId: string, matchId: string) {
    const { data } = await db.entities.match.get({ tournamentId, matchId }).go();
    if (!data) return;
    await db.entities.match
      .patch({ tournamentId, matchId })
      .set({ status: 'in_progress', version: data.version + 1 })
      .go();
  },
};

jest.setTimeout(30_000);

describe('DynamoDB schedule repository', () => {
  scheduleContracts(() => subject);
});
