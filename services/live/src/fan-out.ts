import { METRIC } from '@pitchside/shared';
import { loadEnv, systemClock } from '@pitchside/core';
import {
  createDatabase,
  dynamoLiveConnectionRepository,
  dynamoMatchRepository,
  dynamoPublicReadRepository,
  dynamoRateLimiter,
  dynamoTournamentRepository,
  shortLivedCache,
} from '@pitchside/core/data';
import { apiGatewayLiveNotifier, dynamo } from '@pitchside/core/aws';
import { createSqsHandler } from '@pitchside/core/messaging';
import { recordDuration } from '@pitchside/core/observability';
import { liveFanOutRecord, type LiveFanOutPorts } from './use-cases/push-match-change';

const env = loadEnv(['tableName', 'wsConnectionsEndpoint']);
const db = createDatabase(env.tableName, dynamo());
const publicReads = dynamoPublicReadRepository(db);
// Read for every pushed event; public pages are CDN-cached for longer than this anyway (s-maxage=5).
const hiddenAges = shortLivedCache((tournamentId: string) => publicReads.hiddenAges(tournamentId), { ttlMs: 5000 });
const ports: LiveFanOutPorts = {
  tournaments: dynamoTournamentRepository(db),
  matches: dynamoMatchRepository(db),
  notifier: apiGatewayLiveNotifier(env.wsConnectionsEndpoint, dynamoLiveConnectionRepository(db)),
  hiddenAges: async (tournamentId) => (await hiddenAges(tournamentId)) ?? new Set(),
  rateLimiter: dynamoRateLimiter(db),
  clock: systemClock,
};
const handleRecord = liveFanOutRecord(ports);

/** The live queue's consumer (a subscription of the match-events topic): match changes to spectators' sockets. */
export const handler = createSqsHandler('liveFanOut', async (record, batch) => {
  const message = await handleRecord(record, batch);
  const sentAt = Date.parse(message.sentAt);
  if (Number.isFinite(sentAt)) recordDuration(METRIC.eventToLivePushMs, sentAt);
});
