import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '@pitchside/core/aws';
import { createDatabase, dynamoMatchRepository } from '@pitchside/core/data';
import { matchFixture } from '@pitchside/core/testing';
import { startLaggingDynamoDb } from '../../infra/local/lagging-dynamodb';
import { localCloudHandle } from '../support/local-cloud-handle';

/**
 * The chaos switch's lagging reads (infra/local/lagging-dynamodb.ts) in front of the real DynamoDB Local,
 * through the real SDK and the real match repository: a tournament's match list may answer a copy from
 * before the last write, while a strongly consistent read never does and the switch turned off never lags.
 */
const cloud = localCloudHandle();
const direct = createDatabase(cloud.resources.tableName, dynamo());
let lagging = true;
let endpoint: Awaited<ReturnType<typeof startLaggingDynamoDb>>;

beforeAll(async () => {
  endpoint = await startLaggingDynamoDb(process.env.AWS_ENDPOINT_URL_DYNAMODB ?? '', { lagging: () => lagging, stale: () => true, pick: () => 0 });
});
afterAll(() => endpoint.stop());

it('answers a listed match from before its last write, a read by key as it is now, and nothing old once switched off', async () => {
  const client = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: endpoint.url }), { marshallOptions: { removeUndefinedValues: true } });
  const matches = dynamoMatchRepository(createDatabase(cloud.resources.tableName, client));
  const tournamentId = `lagging-${randomUUID()}`;
  await dynamoMatchRepository(direct).addFixtures([matchFixture(tournamentId, 'm1'), matchFixture(tournamentId, 'm2', { time: '10:00' })]);
  const first = await matches.get(tournamentId, 'm1');
  await direct.entities.match
    .patch({ tournamentId, matchId: 'm1' })
    .set({ version: (first?.version ?? 0) + 1, homeScore: 1 })
    .go();

  const listed = await matches.listByTournament(tournamentId);
  expect(listed.map((match) => [match.matchId, match.homeScore])).toEqual([
    ['m1', first?.homeScore],
    ['m2', 0],
  ]);
  expect((await matches.listByTournament(tournamentId, 'Boys U12')).find((match) => match.matchId === 'm1')?.version).toBe(first?.version);
  expect((await matches.get(tournamentId, 'm1'))?.homeScore).toBe(1);
  expect((await matches.getCurrent(tournamentId, ['m1']))[0]?.homeScore).toBe(1);

  lagging = false;
  expect((await matches.listByTournament(tournamentId)).find((match) => match.matchId === 'm1')?.homeScore).toBe(1);
});
