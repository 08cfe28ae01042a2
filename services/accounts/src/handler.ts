import { createDatabase, createHttpHandler, dynamo, dynamoUserRepository, loadEnv, ok, UnauthorizedError } from '@pitchside/core';
import { getMe } from './use-cases/get-me';

const env = loadEnv(['tableName']);
const users = dynamoUserRepository(createDatabase(env.tableName, dynamo()));

export const handler = createHttpHandler('accounts', {
  health: async () => ok({ status: 'ok' }),
  me: async ({ actor }) => {
    if (!actor) throw new UnauthorizedError();
    return ok(await getMe(actor, users));
  },
});
