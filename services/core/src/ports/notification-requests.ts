import type { NotificationRequest } from '@pitchside/shared';
import { logger } from '../observability/logger';

/**
 * The port a use case calls to have people told about something (docs/delivery.md). It only queues the
 * request: the notifications sender decides who follows it and what their phones show. Call it after the
 * change is stored; a failure to queue is logged by the caller and never undoes the change.
 */
export interface NotificationRequests {
  enqueue(...requests: NotificationRequest[]): Promise<void>;
}

/** For use cases and tests that tell nobody. */
export const noNotifications: NotificationRequests = { enqueue: async () => undefined };

/** Queues, and logs instead of throwing: a change already stored must not answer 5xx because a queue hiccuped. */
export async function notifyQuietly(port: NotificationRequests, ...requests: NotificationRequest[]): Promise<void> {
  if (requests.length === 0) return;
  try {
    await port.enqueue(...requests);
  } catch (error) {
    logger.error('Notification request not queued', { kinds: requests.map((request) => request.kind), error: error instanceof Error ? error : String(error) });
  }
}
