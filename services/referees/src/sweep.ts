import { logger, observedHandler } from '@pitchside/core/observability';
import { expireOverdueOffers } from './use-cases/answers';
import { productionPorts } from './wiring';

const ports = productionPorts();

/** Run every minute (EventBridge schedule in AWS, a timer in the local cloud): unanswered offers past their deadline go back to the pool (decision 0059). */
export const handler = observedHandler('refereeOfferSweep', async (): Promise<{ expired: number; checked: number }> => {
  const result = await expireOverdueOffers(ports);
  if (result.expired > 0) logger.info('Expired referee offers', result);
  return result;
});
