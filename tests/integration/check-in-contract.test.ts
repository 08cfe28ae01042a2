import { createDatabase } from '@pitchside/core/data';
import { dynamo } from '@pitchside/core/aws';
import { dynamoCheckInRepository, dynamoPassSigner } from '../../services/matches/src/adapters/check-in-store';
import { checkInContract } from '../../services/matches/src/testing/check-in-contract';
import { localCloudHandle } from '../support/local-cloud-handle';

/** The contract the in-memory check-in repository and signer pass, run against the DynamoDB adapters on DynamoDB Local. */
const cloud = localCloudHandle();
const db = createDatabase(cloud.resources.tableName, dynamo());

jest.setTimeout(30_000);

describe('the DynamoDB check-in repository and signer', () => {
  checkInContract(() => ({ repository: dynamoCheckInRepository(db), signer: dynamoPassSigner(db) }));
});
