import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { loadEnv } from '@pitchside/core';
import { createDatabase, dynamoLiveConnectionRepository } from '@pitchside/core/data';
import { dynamo } from '@pitchside/core/aws';
import { observedHandler } from '@pitchside/core/observability';
import { handleSocketRoute } from './use-cases/socket-route';

const env = loadEnv(['tableName']);
const connections = dynamoLiveConnectionRepository(createDatabase(env.tableName, dynamo()));

/** $connect, $disconnect and $default of the WebSocket API. Spectators need no account. */
async function handle(event: APIGatewayProxyWebsocketEventV2): Promise<APIGatewayProxyResultV2> {
  const { connectionId, routeKey } = event.requestContext;
  return handleSocketRoute(connections, { connectionId, routeKey, body: event.body });
}

export const handler = observedHandler('live', handle);
