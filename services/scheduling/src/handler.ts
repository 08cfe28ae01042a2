import { randomUUID } from 'node:crypto';
import { localeFromAcceptLanguage, ORGANIZATION_HEADER } from '@pitchside/shared';
import { loadEnv, systemClock } from '@pitchside/core';
import { createDatabase, dynamoOrganizationRepository, dynamoTeamRepository, dynamoTournamentRepository, dynamoTournamentStructureRepository, dynamoUserRepository } from '@pitchside/core/data';
import { dynamo, sesMailer } from '@pitchside/core/aws';
import { createHttpHandler, ok, type SignedInRequest } from '@pitchside/core/http';
import { sqsNotificationRequests } from '@pitchside/core/messaging';
import { dynamoScheduleRepository } from './adapters/schedules';
import { composeMatchesMovedNotifiers, emailMatchesMovedNotifier, pushMatchesMovedNotifier } from './notify/matches-moved';
import type { SchedulingPorts } from './ports';
import { getSchedule } from './use-cases/board';
import { applyDelay, previewDelay } from './use-cases/running-late';
import { generate } from './use-cases/generate';
import { lockScheduledMatch, moveScheduledMatch } from './use-cases/move';
import { getScheduleSetup, saveScheduleSetup } from './use-cases/setup';
import { shiftSchedule } from './use-cases/shift';
import { compareScheduleVersion, listScheduleVersions, restoreScheduleVersion, saveScheduleVersion } from './use-cases/versions';

const env = loadEnv(['tableName', 'mailFrom', 'notificationsQueueUrl']);
const db = createDatabase(env.tableName, dynamo());
const stores = {
  organizations: dynamoOrganizationRepository(db),
  tournaments: dynamoTournamentRepository(db),
  structure: dynamoTournamentStructureRepository(db),
  teams: dynamoTeamRepository(db),
  users: dynamoUserRepository(db),
  schedules: dynamoScheduleRepository(db),
  mailer: sesMailer(env.mailFrom),
  notifications: sqsNotificationRequests(env.notificationsQueueUrl),
};
const ports: SchedulingPorts = {
  ...stores,
  matchesMoved: composeMatchesMovedNotifiers(emailMatchesMovedNotifier(stores), pushMatchesMovedNotifier(stores.notifications)),
  clock: systemClock,
  newId: randomUUID,
};

/** Who asks, for which organization, about which tournament: the arguments every use case starts with. */
const callerArgs = (request: Pick<SignedInRequest, 'actor' | 'headers'> & { input: { params: { tournamentId: string } } }) =>
  [ports, request.actor, request.headers[ORGANIZATION_HEADER], request.input.params.tournamentId] as const;
/** The language of the reasons a screen shows: the one on that screen (the web sends it as Accept-Language). */
const callerLocale = (request: SignedInRequest) => localeFromAcceptLanguage(request.headers['accept-language']);

export const handler = createHttpHandler('scheduling', {
  getScheduleSetup: async (request) => ok(await getScheduleSetup(...callerArgs(request))),
  saveScheduleSetup: async (request) => ok(await saveScheduleSetup(...callerArgs(request), request.input.body)),
  getSchedule: async (request) => ok(await getSchedule(...callerArgs(request))),
  generateSchedule: async (request) => ok(await generate(...callerArgs(request), request.input.body)),
  moveScheduledMatch: async (request) => ok(await moveScheduledMatch(...callerArgs(request), request.input.params.matchId, request.input.body)),
  lockScheduledMatch: async (request) => ok(await lockScheduledMatch(...callerArgs(request), request.input.params.matchId, request.input.body)),
  shiftSchedule: async (request) => ok(await shiftSchedule(...callerArgs(request), request.input.body, callerLocale(request))),
  previewDelay: async (request) => ok(await previewDelay(...callerArgs(request), request.input.body)),
  applyDelay: async (request) => ok(await applyDelay(...callerArgs(request), request.input.body)),
  listScheduleVersions: async (request) => ok(await listScheduleVersions(...callerArgs(request))),
  saveScheduleVersion: async (request) => ({ status: 201, body: await saveScheduleVersion(...callerArgs(request), request.input.body) }),
  compareScheduleVersion: async (request) => ok(await compareScheduleVersion(...callerArgs(request), request.input.params.versionId)),
  restoreScheduleVersion: async (request) => ok(await restoreScheduleVersion(...callerArgs(request), request.input.params.versionId, callerLocale(request))),
});
