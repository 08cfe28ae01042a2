import { ApiGatewayManagementApiClient, GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { createDatabase, dynamoLiveConnectionRepository } from '@pitchside/core/data';
import { dynamo } from '@pitchside/core/aws';
import { LIVE_TOPICS_PER_CONNECTION, liveTopics } from '@pitchside/shared';
import WebSocket from 'ws';
import { apiClient } from '../support/api-client';
import { localCloudHandle } from '../support/local-cloud-handle';
import { signInDemo } from '../support/sign-in';
import { createTournamentFixture, type TournamentFixture } from '../support/tournament-fixture';

const cloud = localCloudHandle();
const call = apiClient(cloud);
const connections = dynamoLiveConnectionRepository(createDatabase(cloud.resources.tableName, dynamo()));
let published: TournamentFixture;
let draft: TournamentFixture;

beforeAll(async () => {
  const adminToken = await signInDemo(cloud, 'admin');
  published = await createTournamentFixture(call, adminToken, { name: `Socket Cup ${Date.now()}`, teamNames: ['Alpha', 'Bravo'], published: true });
  draft = await createTournamentFixture(call, adminToken, { name: `Socket Draft ${Date.now()}`, teamNames: ['Alpha', 'Bravo'] });
}, 60_000);

/** A topic of the published tournament that no other test follows. */
const freshTopic = (label: string) => liveTopics.match(published.tournamentId, `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`);
const management = new ApiGatewayManagementApiClient({ endpoint: `${cloud.url}/_ws-management`, region: 'eu-west-1' });

const opened: WebSocket[] = [];
// A failed expectation must not leave its socket open (Jest would wait for it).
afterEach(() => {
  for (const socket of opened.splice(0)) socket.close();
});

function open(): Promise<{ socket: WebSocket; messages: string[] }> {
  return new Promise((resolvePromise, reject) => {
    const socket = new WebSocket(`${cloud.url.replace('http', 'ws')}/ws`);
    opened.push(socket);
    const messages: string[] = [];
    socket.on('message', (data) => messages.push(data.toString()));
    socket.once('open', () => resolvePromise({ socket, messages }));
    socket.once('error', reject);
  });
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('Timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('the WebSocket API', () => {
  it('lets a spectator subscribe to a topic and receive what a service posts to it', async () => {
    const topic = freshTopic('posted');
    const { socket, messages } = await open();
    socket.send(JSON.stringify({ action: 'subscribe', topics: [topic] }));
    await until(() => messages.length > 0);
    expect(JSON.parse(messages[0] ?? '')).toEqual({ subscribed: [topic] });

    const [connectionId] = await connections.subscribers(topic);
    expect(connectionId).toBeDefined();
    await management.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: Buffer.from(JSON.stringify({ topic, homeScore: 1, awayScore: 0 })) }));
    await until(() => messages.length > 1);
    expect(JSON.parse(messages[1] ?? '')).toEqual({ topic, homeScore: 1, awayScore: 0 });

    socket.close();
    await until(async () => (await connections.subscribers(topic)).length === 0);
    await expect(management.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: Buffer.from('{}') }))).rejects.toBeInstanceOf(GoneException);
  });

  it('refuses a post to a connection that is not SigV4-signed for execute-api, as IAM does', async () => {
    const { socket } = await open();
    const topic = freshTopic('unsigned');
    socket.send(JSON.stringify({ action: 'subscribe', topics: [topic] }));
    await until(async () => (await connections.subscribers(topic)).length === 1);
    const [connectionId = ''] = await connections.subscribers(topic);
    const unsigned = await fetch(`${cloud.url}/_ws-management/@connections/${encodeURIComponent(connectionId)}`, { method: 'POST', body: '{}' });
    expect(unsigned.status).toBe(403);
    socket.close();
  });

  it('tells a fan-out who subscribed to a topic since a moment, and nobody before it', async () => {
    const topic = freshTopic('newcomers');
    const before = new Date(Date.now() - 1000).toISOString();
    const { socket, messages } = await open();
    socket.send(JSON.stringify({ action: 'subscribe', topics: [topic] }));
    await until(() => messages.length > 0);
    const after = new Date(Date.now() + 1000).toISOString();

    const [connectionId] = await connections.subscribers(topic);
    expect(await connections.subscribersSince(topic, before)).toEqual([connectionId]);
    expect(await connections.subscribersSince(topic, after)).toEqual([]);
    socket.close();
  });

  it('answers a malformed message with a clear error and keeps the socket open', async () => {
    const { socket, messages } = await open();
    socket.send('not json');
    socket.send(JSON.stringify({ action: 'subscribe', topics: [] }));
    await until(() => messages.length >= 2);
    expect(messages.map((message) => (JSON.parse(message) as { error: string }).error)).toEqual(['validation_failed', 'validation_failed']);
    expect(socket.readyState).toBe(WebSocket.OPEN);
    socket.close();
  });

  it('refuses a topic that is not one the app makes, and subscribes nothing of that message', async () => {
    const { socket, messages } = await open();
    const good = freshTopic('beside-a-bad-one');
    for (const bad of ['match:only-one-part', `tournament:${published.tournamentId}:extra`, `user:${published.tournamentId}:someone`, `match:${published.tournamentId}:\u0000`]) {
      socket.send(JSON.stringify({ action: 'subscribe', topics: [good, bad] }));
      await until(() => messages.length > 0);
      expect(JSON.parse(messages.shift() ?? '')).toEqual({ error: 'validation_failed', message: 'Follow the topic of a tournament, division, team or match', topics: [bad] });
    }
    expect(await connections.subscribers(good)).toEqual([]);
    expect(socket.readyState).toBe(WebSocket.OPEN);
    socket.close();
  });

  it('refuses the topics of a draft and of a tournament that does not exist, as "Tournament not found"', async () => {
    const { socket, messages } = await open();
    const hidden = [liveTopics.tournament(draft.tournamentId), liveTopics.match(draft.tournamentId, draft.matchIds[0] as string)];
    const nowhere = liveTopics.division('no-such-tournament', 'U12');
    socket.send(JSON.stringify({ action: 'subscribe', topics: hidden }));
    socket.send(JSON.stringify({ action: 'subscribe', topics: [nowhere] }));
    await until(() => messages.length >= 2);
    expect(messages.map((message) => JSON.parse(message) as unknown)).toEqual([
      { error: 'not_found', message: 'Tournament not found', topics: hidden },
      { error: 'not_found', message: 'Tournament not found', topics: [nowhere] },
    ]);
    for (const topic of [...hidden, nowhere]) expect(await connections.subscribers(topic)).toEqual([]);
    socket.close();
  });

  it(`follows at most ${LIVE_TOPICS_PER_CONNECTION} topics on one socket; following one again costs nothing`, async () => {
    const { socket, messages } = await open();
    const topics = Array.from({ length: LIVE_TOPICS_PER_CONNECTION }, (_, index) => freshTopic(`cap-${index}`));
    for (let start = 0; start < topics.length; start += 20) socket.send(JSON.stringify({ action: 'subscribe', topics: topics.slice(start, start + 20) }));
    await until(() => messages.length >= topics.length / 20);
    expect(messages.every((message) => 'subscribed' in (JSON.parse(message) as object))).toBe(true);
    messages.length = 0;
    // The page's keep-alive sends what it follows again: still within the cap.
    socket.send(JSON.stringify({ action: 'subscribe', topics: topics.slice(0, 20) }));
    const extra = freshTopic('one-too-many');
    await until(() => messages.length >= 1);
    socket.send(JSON.stringify({ action: 'subscribe', topics: [extra] }));
    await until(() => messages.length >= 2);
    expect(JSON.parse(messages[0] ?? '')).toEqual({ subscribed: topics.slice(0, 20) });
    expect(JSON.parse(messages[1] ?? '')).toEqual({
      error: 'too_many_requests',
      message: `This connection follows ${LIVE_TOPICS_PER_CONNECTION} topics already. Reconnect to follow others.`,
      topics: [extra],
    });
    expect(await connections.subscribers(extra)).toEqual([]);
    socket.close();
  }, 30_000);
});
