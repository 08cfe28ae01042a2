import { createDatabase, dynamo, dynamoMatchLiveRepository, loadEnv } from '@pitchside/core';
import { ports } from './handler';
import { completeOverdueMatches } from './use-cases/reset-and-sweep';

const env = loadEnv(['tableName']);
const live = dynamoMatchLiveRepository(createDatabase(env.tableName, dynamo()));

/** Run every minute (EventBridge schedule in AWS, a timer in the local cloud). */
export async function handler(): Promise<{ completed: string[] }> {
  const result = await completeOverdueMatches(ports, await live.listRunning());
  if (result.completed.length > 0) console.info(JSON.stringify({ level: 'info', message: 'Completed overdue matches', matchIds: result.completed }));
  return result;
}
