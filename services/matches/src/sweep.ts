import { createDatabase, dynamo, dynamoMatchLiveRepository, loadEnv, logger, observedHandler } from '@pitchside/core';
import { ports } from './handler';
import { completeOverdueMatches } from './use-cases/reset-and-sweep';

const env = loadEnv(['tableName']);
const live = dynamoMatchLiveRepository(createDatabase(env.tableName, dynamo()));

/** Run every minute (EventBridge schedule in AWS, a timer in the local cloud). */
export const handler = observedHandler('matchSweep', async (): Promise<{ completed: string[] }> => {
  const result = await completeOverdueMatches(ports, await live.listRunning());
  if (result.completed.length > 0) logger.info('Completed overdue matches', { matchIds: result.completed });
  return result;
});
