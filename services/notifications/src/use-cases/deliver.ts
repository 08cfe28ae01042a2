import { deliveryMessage, type PushPayload, type PushRecipient } from '@pitchside/shared';
import { logger } from '@pitchside/core/observability';
import type { SenderPorts } from '../ports';

/** Pushes in flight at once per invocation: enough to hide the push service's round trip, few enough for 512 MB. */
export const PUSH_CONCURRENCY = 64;
/** Deliveries per retry or delivery message (the queue message stays far below SQS's 256 KB). */
export const RETRY_CHUNK = 100;
/** Pushes one container sends for one request; the rest go out as delivery messages to other containers. */
export const FANOUT_CHUNK = RETRY_CHUNK;
/** After this many attempts a delivery is given up (logged); the notification would be stale by then. */
export const MAX_ATTEMPTS = 5;

/** 30 s, 2 min, 8 min, 15 min: backoff within SQS's 15-minute delay limit (the local cloud starts at 1 s). */
export function retryDelaySeconds(attempt: number, baseSeconds = 30): number {
  return Math.min(900, baseSeconds * 4 ** (attempt - 1));
}

export interface DeliveryReport {
  delivered: number;
  gone: number;
  refused: number;
  retried: number;
  dropped: number;
}

/**
 * Sends one payload to its recipients, PUSH_CONCURRENCY at a time. A slow or failing push service never
 * holds back the others: each push has its own timeout, and the ones to try again are queued as retry
 * messages with a growing delay rather than failing the record (which would push to everyone again).
 * 404/410 removes that subscription. Throws only when the retries cannot be queued, so the record is
 * redelivered (a duplicate for some phones is better than silence for the rest).
 */
export async function deliver(ports: SenderPorts, payload: PushPayload, recipients: readonly PushRecipient[], attempt = 0): Promise<DeliveryReport> {
  const report: DeliveryReport = { delivered: 0, gone: 0, refused: 0, retried: 0, dropped: 0 };
  const again: PushRecipient[] = [];
  let next = 0;
  async function worker() {
    while (next < recipients.length) {
      const recipient = recipients[next++] as PushRecipient;
      const outcome = await ports.push.send(recipient, payload);
      if (outcome === 'delivered') report.delivered += 1;
      else if (outcome === 'refused') report.refused += 1;
      else if (outcome === 'gone') {
        report.gone += 1;
        await ports.follows.remove(recipient.topic, recipient.subscriptionId).catch(() => undefined);
      } else again.push(recipient);
    }
  }
  await Promise.all(Array.from({ length: Math.min(PUSH_CONCURRENCY, recipients.length) }, worker));
  if (again.length > 0) {
    if (attempt + 1 > MAX_ATTEMPTS) {
      report.dropped = again.length;
      logger.warn('Push deliveries given up', { kind: payload.kind, count: again.length, attempt });
    } else {
      for (let start = 0; start < again.length; start += RETRY_CHUNK) {
        await ports.retryLater(deliveryMessage(payload, again.slice(start, start + RETRY_CHUNK), attempt + 1, ports.clock.now().toISOString()), retryDelaySeconds(attempt + 1, ports.retryBaseSeconds));
      }
      report.retried = again.length;
    }
  }
  return report;
}
