import { randomUUID } from 'node:crypto';
import {
  generateScheduleInputSchema, lockScheduledMatchInputSchema, moveScheduledMatchInputSchema, ORGANIZATION_HEADER, saveScheduleVersionInputSchema,
  scheduleSetupSchema, shiftScheduleInputSchema,
} from '@pitchside/shared';
import {
  createDatabase, createHttpHandler, dynamo, dynamoOrganizationRepository, dynamoScheduleRepository, dynamoTeamRepository, dynamoTournamentRepository,
  dynamoTournamentStructureRepository, dynamoUserRepository, loadEnv, ok, parseInput, sesMailer, sqsNotificationRequests, systemClock, UnauthorizedError, type Actor, type HttpRequest,
} from '@pitchside/core';
import type { SchedulingPorts } from './ports';
import { getSchedule } from './use-cases/board';
import { generate } from './use-cases/generate';
import { lockScheduledMatch, moveScheduledMatch } from './use-cases/move';
import { getScheduleSetup, saveScheduleSetup } from './use-cases/setup';
import { shiftSchedule } from './use-cases/shift';
import { compareScheduleVersion, listScheduleVersions, restoreScheduleVersion, saveScheduleVersion } from './use-cases/versions';

const env = loadEnv(['tableName', 'mailFrom', 'notificationsQueueUrl']);
const db = createDatabase(env.tableName, dynamo());
const ports: SchedulingPorts = {
  organizations: dynamoOrganizationRepository(db),
  tournaments: dynamoTournamentRepository(db),
  structure: dynamoTournamentStructureRepository(db),
  teams: dynamoTeamRepository(db),
  users: dynamoUserRepository(db),
  schedules: dynamoScheduleRepository(db),
  mailer: sesMailer(env.mailFrom),
  notifications: sqsNotificationRequests(env.notificationsQueueUrl),
  clock: systemClock,
  newId: randomUUID,
};

function signedIn(request: HttpRequest): Actor {
  if (!request.actor) throw new UnauthorizedError();
  return request.actor;
}

/** Who asks, for which organization, about which tournament: the arguments every use case starts with. */
const who = (request: HttpRequest) => [ports, signedIn(request), request.headers[ORGANIZATION_HEADER], request.params.tournamentId ?? ''] as const;

export const handler = createHttpHandler('scheduling', {
  getScheduleSetup: async (request) => ok(await getScheduleSetup(...who(request))),
  saveScheduleSetup: async (request) => ok(await saveScheduleSetup(...who(request), parseInput(scheduleSetupSchema, request.body))),
  getSchedule: async (request) => ok(await getSchedule(...who(request))),
  generateSchedule: async (request) => ok(await generate(...who(request), parseInput(generateScheduleInputSchema, request.body ?? {}))),
  moveScheduledMatch: async (request) => ok(await moveScheduledMatch(...who(request), request.params.matchId ?? '', parseInput(moveScheduledMatchInputSchema, request.body))),
  lockScheduledMatch: async (request) => ok(await lockScheduledMatch(...who(request), request.params.matchId ?? '', parseInput(lockScheduledMatchInputSchema, request.body))),
  shiftSchedule: async (request) => ok(await shiftSchedule(...who(request), parseInput(shiftScheduleInputSchema, request.body))),
  listScheduleVersions: async (request) => ok(await listScheduleVersions(...who(request))),
  saveScheduleVersion: async (request) => ({ status: 201, body: await saveScheduleVersion(...who(request), parseInput(saveScheduleVersionInputSchema, request.body)) }),
  compareScheduleVersion: async (request) => ok(await compareScheduleVersion(...who(request), request.params.versionId ?? '')),
  restoreScheduleVersion: async (request) => ok(await restoreScheduleVersion(...who(request), request.params.versionId ?? '')),
});
