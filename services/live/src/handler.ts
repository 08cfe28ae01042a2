import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { loadEnv } from '@pitchside/core';
import { createDatabase, dynamoLiveConnectionRepository, dynamoTournamentRepository, shortLivedCache } from '@pitchside/core/data';
import { dynamo } from '@pitchside/core/aws';
import { observedHandler } from '@pitchside/core/observability';
import { handleSocketRoute, type SocketPorts } from './use-cases/socket-route';

const env = loadEnv(['tableName']);
const db = createDatabase(env.tableName, dynamo());
const tournaments = dynamoTournamentRepository(db);
// Every subscribe asks, and a page re-subscribes every five minutes: a publish shows within seconds anyway.
const published = shortLivedCache(
  async (tournamentId: string) => {
    const tournament = await tournaments.get(tournamentId);
    return Boolean(tournament && !tournament.draft);
  },
  { ttlMs: 5000 },
);
const ports: SocketPorts = {
  connections: dynamoLiveConnectionRepository(db),
  isPublished: async (tournamentId) => (await published(tournamentId)) ?? false,
};

/** $connect, $disconnect and $default of the WebSocket API. Spectators need no account. */
async function handle(event: APIGatewayProxyWebsocketEventV2): Promise<APIGatewayProxyResultV2> {
  const { connectionId, routeKey } = event.requestContext;
  return handleSocketRoute(ports, { connectionId, routeKey, body: event.body });
}

export const handler = observedHandler('live', handle);
