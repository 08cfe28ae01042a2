import { METRIC, matchEventsMessageSchema } from '@pitchside/shared';
import { systemClock, loadEnv } from '@pitchside/core';
import {
  createDatabase,
  dynamoLiveConnectionRepository,
  dynamoPublicReadRepository,
  shortLivedCache,
  dynamoMatchRepository,
  dynamoTournamentRepository,
  dynamoTournamentStructureRepository,
} from '@pitchside/core/data';
import { dynamoStandingsWriter } from './adapters/standings-writer';
import { apiGatewayLiveNotifier, dynamo } from '@pitchside/core/aws';
import { createSqsHandler, snsMatchEventsPublisher } from '@pitchside/core/messaging';
import { recordDuration } from '@pitchside/core/observability';
import { dynamoKnockoutSlotWriter } from './adapters/knockout-slots';
import { recomputeStandings, type StandingsPorts } from './use-cases/recompute-standings';

const env = loadEnv(['tableName', 'wsConnectionsEndpoint', 'matchEventsTopicArn']);
const db = createDatabase(env.tableName, dynamo());
const publicReads = dynamoPublicReadRepository(db);
// Read for every pushed event; public pages are CDN-cached for longer than this anyway (s-maxage=5).
const hiddenAges = shortLivedCache((tournamentId: string) => publicReads.hiddenAges(tournamentId), { ttlMs: 5000 });
const ports: StandingsPorts = {
  tournaments: dynamoTournamentRepository(db),
  structure: dynamoTournamentStructureRepository(db),
  matches: dynamoMatchRepository(db),
  standings: dynamoStandingsWriter(db),
  notifier: apiGatewayLiveNotifier(env.wsConnectionsEndpoint, dynamoLiveConnectionRepository(db)),
  hiddenAges: async (tournamentId) => (await hiddenAges(tournamentId)) ?? new Set(),
  publisher: snsMatchEventsPublisher(env.matchEventsTopicArn),
  clock: systemClock,
  knockout: dynamoKnockoutSlotWriter(db),
};

export const handler = createSqsHandler('standings', async (record, batch) => {
  // A body that is not a valid message throws: the record is reported failed and ends in the DLQ.
  const message = matchEventsMessageSchema.parse(JSON.parse(record.body));
  await recomputeStandings(ports, message, batch);
  const sentAt = Date.parse(message.sentAt);
  if (Number.isFinite(sentAt)) recordDuration(METRIC.eventToStandingsMs, sentAt);
});
