import { createDatabase, dynamoTournamentRepository, type TournamentRecord } from '@pitchside/core/data';
import { dynamo } from '@pitchside/core/aws';
import { dynamoPaymentRepository } from '../../services/payments/src/adapters/payments';
import { paymentContract } from '../../services/payments/src/testing/contracts/payments-contract';
import { localCloudHandle } from '../support/local-cloud-handle';

/**
 * The contract the in-memory payment repository passes (services/payments/src/testing/in-memory-payments.test.ts),
 * run against the DynamoDB adapter on DynamoDB Local: a fake that drifts from its adapter fails one of the two runs.
 */
const cloud = localCloudHandle();
const db = createDatabase(cloud.resources.tableName, dynamo());
const tournaments = dynamoTournamentRepository(db);
const subject = {
  payments: dynamoPaymentRepository(db),
  async addTournament(tournament: TournamentRecord) {
    await tournaments.create({ tournament, ageGroups: [], brackets: [] });
  },
  /** The payment map on the tournament's item, as stored. */
  async storedPayment(tournamentId: string) {
    const { data } = await db.entities.tournament.get({ tournamentId }).go({ attributes: ['payment'] });
    return data?.payment ?? null;
  },
};

jest.setTimeout(30_000);

describe('DynamoDB payment repository', () => {
  paymentContract(() => subject);
});
