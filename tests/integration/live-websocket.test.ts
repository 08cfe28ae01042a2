import { ApiGatewayManagementApiClient, GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { createDatabase, dynamoLiveConnectionRepository } from '@pitchside/core/data';
import { dynamo } from '@pitchside/core/aws';
import WebSocket from 'ws';
import { localCloudHandle } from '../support/local-cloud-handle';

const cloud = localCloudHandle();
const connections = dynamoLiveConnectionRepository(createDatabase(cloud.resources.tableName, dynamo()));
const management = new ApiGatewayManagementApiClient({ endpoint: `${cloud.url}/_ws-management`, region: 'eu-west-1' });

function open(): Promise<{ socket: WebSocket; messages: string[] }> {
  return new Promise((resolvePromise, reject) => {
    const socket = new WebSocket(`${cloud.url.replace('http', 'ws')}/ws`);
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
    const topic = `match:${Date.now()}`;
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
    const topic = `match:${Date.now()}:unsigned`;
    socket.send(JSON.stringify({ action: 'subscribe', topics: [topic] }));
    await until(async () => (await connections.subscribers(topic)).length === 1);
    const [connectionId = ''] = await connections.subscribers(topic);
    const unsigned = await fetch(`${cloud.url}/_ws-management/@connections/${encodeURIComponent(connectionId)}`, { method: 'POST', body: '{}' });
    expect(unsigned.status).toBe(403);
    socket.close();
  });

  it('tells a fan-out who subscribed to a topic since a moment, and nobody before it', async () => {
    const topic = `match:${Date.now()}:newcomers`;
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
});
