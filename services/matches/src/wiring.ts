import { randomUUID } from 'node:crypto';
import { loadEnv, systemClock } from '@pitchside/core';
import {
  createDatabase,
  dynamoMatchRepository,
  dynamoOrganizationRepository,
  dynamoTeamRepository,
  dynamoTournamentRepository,
  dynamoTournamentStructureRepository,
  dynamoUserRepository,
} from '@pitchside/core/data';
import { dynamoCheckInRepository, dynamoPassSigner } from './adapters/check-in-store';
import { dynamoDisciplineRepository } from './adapters/discipline-store';
import { dynamoMatchDisputeRepository } from './adapters/match-disputes';
import { dynamoMatchLiveRepository } from './adapters/match-live';
import { dynamoMatchReportRepository } from './adapters/match-reports';
import { dynamo } from '@pitchside/core/aws';
import { snsMatchEventsPublisher, sqsNotificationRequests } from '@pitchside/core/messaging';
import type { MatchesPorts } from './ports';

/**
 * The real ports, built once per execution environment from the function's env. Shared by the HTTP
 * handler and the sweep, so the sweep's bundle carries no HTTP chain.
 */
export function productionPorts(): MatchesPorts {
  const env = loadEnv(['tableName', 'matchEventsTopicArn', 'notificationsQueueUrl']);
  const db = createDatabase(env.tableName, dynamo());
  return {
    organizations: dynamoOrganizationRepository(db),
    tournaments: dynamoTournamentRepository(db),
    structure: dynamoTournamentStructureRepository(db),
    teams: dynamoTeamRepository(db),
    matches: dynamoMatchRepository(db),
    live: dynamoMatchLiveRepository(db),
    disputes: dynamoMatchDisputeRepository(db),
    discipline: dynamoDisciplineRepository(db),
    reports: dynamoMatchReportRepository(db),
    checkIn: dynamoCheckInRepository(db),
    passes: dynamoPassSigner(db),
    users: dynamoUserRepository(db),
    publisher: snsMatchEventsPublisher(env.matchEventsTopicArn),
    notifications: sqsNotificationRequests(env.notificationsQueueUrl),
    clock: systemClock,
    newId: randomUUID,
  };
}
