import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { DeleteMessageCommand, ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import WebSocket from 'ws';
import { LIVE_TOPICS_PER_CONNECTION, liveTopics, type LiveUpdate, type MatchEventsMessage } from '@pitchside/shared';
import { createDatabase, dynamoLiveConnectionRepository, dynamoTournamentStructureRepository } from '@pitchside/core/data';
import { dynamo } from '@pitchside/core/aws';
import { snsMatchEventsPublisher } from '@pitchside/core/messaging';
import { runInInvocation } from '@pitchside/core/observability';
import { MATCH_EVENTS_QUEUE } from '../../infra/resources';
import { demoAccount } from '../../infra/local/demo-accounts';
import { readFunctionLines } from '../../infra/local/function-logs';
import { apiClient } from '../support/api-client';
import { localCloudHandle } from '../support/local-cloud-handle';
import { signIn } from '../support/sign-in';
import { createTournamentFixture } from '../support/tournament-fixture';
import { until } from '../support/until';

/*
 * The match-events topic and its two consumers on the local cloud: one publish (the real SNS client, as the
 * matches service does) reaches the live queue and the standings queue, each with the correlation id as a
 * message attribute (raw delivery), and each consumer retries only its own work.
 */
const cloud = localCloudHandle();
const call = apiClient(cloud);
const sqs = new SQSClient({ useQueueUrlAsEndpoint: false });
const db = createDatabase(cloud.resources.tableName, dynamo());
let adminToken = '';
const sockets: WebSocket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});

beforeAll(async () => {
  const admin = demoAccount('admin');
  adminToken = (await signIn(cloud, admin.email, admin.password)).idToken;
});

function follow(topic: string): Promise<{ socket: WebSocket; updates: LiveUpdate[] }> {
  return new Promise((resolvePromise, reject) => {
    const socket = new WebSocket(`${cloud.url.replace('http', 'ws')}/ws`);
    sockets.push(socket);
    const updates: LiveUpdate[] = [];
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as LiveUpdate | { subscribed: string[] };
      if ('subscribed' in message) resolvePromise({ socket, updates });
      else updates.push(message);
    });
    socket.once('open', () => socket.send(JSON.stringify({ action: 'subscribe', topics: [topic] })));
    socket.once('error', reject);
  });
}

const linesOf = (correlationId: string) => {
  if (!cloud.functionLogs) throw new Error('the runner did not say where the functions log');
  return readFunctionLines(readFileSync(cloud.functionLogs, 'utf8')).filter((line) => line.correlation_id === correlationId);
};
const recordLines = (correlationId: string, service: string) => linesOf(correlationId).filter((line) => line.service === service && String(line.message).startsWith('Record '));

/**
 * Gives one team row of the division a table version no recompute can compare with its own (a string, as a
 * hand edit in the console could leave it): every write of the division's tables is refused, and after its
 * fresh reads the recompute throws, so the standings consumer fails this message on every receive.
 */
async function breakTableVersion(tournamentId: string): Promise<void> {
  const [team] = await dynamoTournamentStructureRepository(db).teams(tournamentId);
  if (!team) throw new Error('the fixture has no team');
  const { Key } = db.entities.tournamentTeam.patch({ tournamentId, teamKey: team.teamKey }).set({ standingsVersion: 0 }).params<{ Key: Record<string, unknown> }>();
  await dynamo().send(
    new UpdateCommand({
      TableName: cloud.resources.tableName,
      Key,
      UpdateExpression: 'SET #version = :version',
      ExpressionAttributeNames: { '#version': 'standingsVersion' },
      ExpressionAttributeValues: { ':version': 'edited by hand' },
    }),
  );
}

/** Takes this test's own message out of the standings DLQ (others' messages are left where they are). */
async function removeFromStandingsDlq(tournamentId: string): Promise<void> {
  await until(
    async () => {
      const { Messages = [] } = await sqs.send(new ReceiveMessageCommand({ QueueUrl: cloud.resources.matchEventsDlqUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 1, VisibilityTimeout: 1 }));
      const mine = Messages.find((message) => message.Body?.includes(tournamentId));
      if (mine) await sqs.send(new DeleteMessageCommand({ QueueUrl: cloud.resources.matchEventsDlqUrl, ReceiptHandle: mine.ReceiptHandle }));
      return mine ? true : undefined;
    },
    'the failed message in the standings DLQ',
    30_000,
  );
}

describe('the match-events topic: the live fan-out and the standings consumer', () => {
  it('a table recompute that fails on every receive never pushes the match again: spectators hear of it once', async () => {
    const fixture = await createTournamentFixture(call, adminToken, { name: `Fan-out Cup ${Date.now()}`, published: true });
    const matchId = fixture.matchIds[0] as string;
    const { updates } = await follow(liveTopics.match(fixture.tournamentId, matchId));
    await breakTableVersion(fixture.tournamentId);
    const correlationId = `fan-out-${randomUUID()}`;
    const message: MatchEventsMessage = { type: 'match-completed', tournamentId: fixture.tournamentId, division: fixture.division, matchId, sentAt: new Date().toISOString() };
    await runInInvocation({ correlation_id: correlationId }, () => snsMatchEventsPublisher(cloud.resources.matchEventsTopicArn).publish(message));

    // Every receive the standings queue allows failed; the message is in its DLQ.
    await until(() => (recordLines(correlationId, 'standings').length === MATCH_EVENTS_QUEUE.maxReceiveCount ? true : undefined), 'the standings retries', 60_000);
    expect(recordLines(correlationId, 'standings').every((line) => line.message === 'Record failed')).toBe(true);
    await removeFromStandingsDlq(fixture.tournamentId);

    // The live queue got its own copy, handled once, with the publisher's correlation id (raw delivery's attributes).
    expect(recordLines(correlationId, 'liveFanOut').map((line) => line.message)).toEqual(['Record handled']);
    const pushed = updates.filter((update): update is Extract<LiveUpdate, { kind: 'match' }> => update.kind === 'match');
    expect(pushed).toHaveLength(1);
    expect(pushed[0]?.match).toMatchObject({ tournamentId: fixture.tournamentId, matchId });
  }, 90_000);

  it("a draft's match changes reach no socket, even one whose subscription was written around the socket's refusal", async () => {
    const fixture = await createTournamentFixture(call, adminToken, { name: `Draft Fan-out Cup ${Date.now()}` });
    const matchId = fixture.matchIds[0] as string;
    // The socket refuses a draft's topics; the fan-out must not rely on it. A subscription row is written
    // for an open socket straight to the table (as one made while the tournament was published would be).
    const published = await createTournamentFixture(call, adminToken, { name: `Published Fan-out Cup ${Date.now()}`, published: true });
    const openTopic = liveTopics.match(published.tournamentId, published.matchIds[0] as string);
    const { updates } = await follow(openTopic);
    const connections = dynamoLiveConnectionRepository(db);
    const [connectionId] = await until(async () => {
      const found = await connections.subscribers(openTopic);
      return found.length > 0 ? found : undefined;
    }, 'the open socket to be subscribed');
    await connections.subscribe(connectionId as string, [liveTopics.match(fixture.tournamentId, matchId)], 60, LIVE_TOPICS_PER_CONNECTION);
    const correlationId = `draft-${randomUUID()}`;
    const message: MatchEventsMessage = { type: 'match-updated', tournamentId: fixture.tournamentId, division: fixture.division, matchId, sentAt: new Date().toISOString() };
    await runInInvocation({ correlation_id: correlationId }, () => snsMatchEventsPublisher(cloud.resources.matchEventsTopicArn).publish(message));
    // The live consumer logs the record handled after it would have pushed: from then on, nothing can still come.
    await until(() => (recordLines(correlationId, 'liveFanOut').length > 0 ? true : undefined), 'the live consumer handling the draft', 30_000);
    expect(recordLines(correlationId, 'liveFanOut').map((line) => line.message)).toEqual(['Record handled']);
    expect(updates).toEqual([]);
  }, 60_000);
});
