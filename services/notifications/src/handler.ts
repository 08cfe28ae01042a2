import { ENV, followInputSchema, registerDeviceInputSchema, unfollowInputSchema, unregisterDeviceInputSchema } from '@pitchside/shared';
import { loadEnv, systemClock, UnauthorizedError } from '@pitchside/core';
import { createDatabase, dynamoMatchRepository, dynamoRateLimiter, dynamoTournamentRepository, dynamoTournamentStructureRepository } from '@pitchside/core/data';
import { dynamoPushFollowRepository } from './adapters/push-follows';
import { dynamo } from '@pitchside/core/aws';
import { createHttpHandler, ok, parseInput, type HttpRequest } from '@pitchside/core/http';
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

const tournamentOf = (request: HttpRequest) => request.params.tournamentId ?? '';
function actorOf(request: HttpRequest) {
  if (!request.actor) throw new UnauthorizedError();
  return request.actor;
}

export const handler = createHttpHandler('notifications', {
  followTarget: async (request) => ({ status: 201, body: await follow(ports, tournamentOf(request), parseInput(followInputSchema, request.body)) }),
  unfollowTarget: async (request) => {
    await unfollow(ports, tournamentOf(request), parseInput(unfollowInputSchema, request.body));
    return ok({ following: false });
  },
  registerDevice: async (request) => ok(await registerDevice(ports, actorOf(request), parseInput(registerDeviceInputSchema, request.body))),
  unregisterDevice: async (request) => {
    await unregisterDevice(ports, actorOf(request), parseInput(unregisterDeviceInputSchema, request.body).endpoint);
    return ok({ registered: false });
  },
});
