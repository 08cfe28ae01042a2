import { logger, observedHandler } from '@pitchside/core/observability';
import { releaseOverdueHolds } from './use-cases/release';
import { productionPorts } from './wiring';

const ports = productionPorts();

/** Run every minute (EventBridge schedule in AWS, a timer in the local cloud): unpaid places past their time go to the line (decision 0057). */
export const handler = observedHandler('registrationSweep', async (): Promise<{ released: number; checked: number }> => {
  const result = await releaseOverdueHolds(ports);
  if (result.released > 0) logger.info('Released unpaid places', result);
  return result;
});
