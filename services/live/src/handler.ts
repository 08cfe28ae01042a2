import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { liveClientMessageSchema } from '@pitchside/shared';
import { createDatabase, dynamo, dynamoLiveConnectionRepository, loadEnv, observedHandler } from '@pitchside/core';

const CONNECTION_TTL_SECONDS = 2 * 60 * 60;
const env = loadEnv(['tableName']);
const connections = dynamoLiveConnectionRepository(createDatabase(env.tableName, dynamo()));

/** $connect, $disconnect and $default of the WebSocket API. Spectators need no account. */
async function handle(event: APIGatewayProxyWebsocketEventV2): Promise<APIGatewayProxyResultV2> {
  const { connectionId, routeKey } = event.requestContext;
  if (routeKey === '$connect') {
    await connections.open(connectionId, CONNECTION_TTL_SECONDS);
    return { statusCode: 200 };
  }
  if (routeKey === '$disconnect') {
    await connections.close(connectionId);
    return { statusCode: 200 };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(event.body ?? '');
  } catch {
    return { statusCode: 400, body: JSON.stringify({ error: 'validation_failed', message: 'Send JSON messages' }) };
  }
  const message = liveClientMessageSchema.safeParse(parsed);
  if (!message.success) return { statusCode: 400, body: JSON.stringify({ error: 'validation_failed', message: 'Send { "action": "subscribe", "topics": [...] }' }) };
  await connections.subscribe(connectionId, message.data.topics, CONNECTION_TTL_SECONDS);
  return { statusCode: 200, body: JSON.stringify({ subscribed: message.data.topics }) };
}

export const handler = observedHandler('live', handle);
