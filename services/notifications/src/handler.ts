import { ENV } from '@pitchside/shared';
import { loadEnv, systemClock, UnauthorizedError } from '@pitchside/core';
import { createDatabase, dynamoMatchRepository, dynamoRateLimiter, dynamoTournamentRepository, dynamoTournamentStructureRepository } from '@pitchside/core/data';
import { dynamoPushFollowRepository } from './adapters/push-follows';
import { dynamo } from '@pitchside/core/aws';
import { createHttpHandler, ok, type HttpRequest } from '@pitchside/core/http';
import type { FollowPorts } from './ports';
import { follow, registerDevice, unfollow, unregisterDevice } from './use-cases/follow';

const env = loadEnv(['tableName']);
const db = createDatabase(env.tableName, dynamo());
const ports: FollowPorts = {
  tournaments: dynamoTournamentRepository(db),
  structure: dynamoTournamentStructureRepository(db),
  matches: dynamoMatchRepository(db),
  follows: dynamoPushFollowRepository(db),
  rateLimiter: dynamoRateLimiter(db),
  clock: systemClock,
  allowedOrigins: (process.env[ENV.pushAllowedOrigins] ?? '').split(',').filter(Boolean),
};

function actorOf(request: HttpRequest) {
  if (!request.actor) throw new UnauthorizedError();
  return request.actor;
}

export const handler = createHttpHandler('notifications', {
  followTarget: async (request) => ({ status: 201, body: await follow(ports, request.input.params.tournamentId, request.input.body, request.callerAddress) }),
  unfollowTarget: async (request) => {
    await unfollow(ports, request.input.params.tournamentId, request.input.body);
    return ok({ following: false });
  },
  registerDevice: async (request) => ok(await registerDevice(ports, actorOf(request), request.input.body)),
  unregisterDevice: async (request) => {
    await unregisterDevice(ports, actorOf(request), request.input.body.endpoint);
    return ok({ registered: false });
  },
});
