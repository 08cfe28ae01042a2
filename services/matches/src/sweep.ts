import { logger, observedHandler } from '@pitchside/core/observability';
import { completeOverdueMatches } from './use-cases/complete-overdue-matches';
import { productionPorts } from './wiring';

const ports = productionPorts();

/** Run every minute (EventBridge schedule in AWS, a timer in the local cloud). */
export const handler = observedHandler('matchSweep', async (): Promise<{ completed: string[] }> => {
  const result = await completeOverdueMatches(ports, await ports.live.listRunning());
  if (result.completed.length > 0) logger.info('Completed overdue matches', { matchIds: result.completed });
  return result;
});
