import { deliveryMessage, type PushPayload, type PushRecipient } from '@pitchside/shared';
import { logger } from '@pitchside/core/observability';
import type { PushOutcome } from '@pitchside/core/aws';
import type { SenderPorts } from '../ports';

/** Pushes in flight at once per invocation: enough to hide the push service's round trip, few enough for 512 MB. */
export const PUSH_CONCURRENCY = 64;
/**
 * Pushes in flight at once to one push service. A service that stops answering then holds this many
 * slots for one timeout, never the whole invocation's, and the other services' pushes go on beside it.
 */
export const PUSH_CONCURRENCY_PER_HOST = 16;
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

/** The push service a recipient's endpoint belongs to (its origin): what the per-host limits count by. */
const hostOf = (recipient: PushRecipient) => (URL.canParse(recipient.endpoint) ? new URL(recipient.endpoint).origin : recipient.endpoint);

/**
 * Sends one payload to its recipients, PUSH_CONCURRENCY at a time and PUSH_CONCURRENCY_PER_HOST per push
 * service, taking the services in turn. A slow or failing push service never holds back the others: each
 * push is time-boxed, a service gets only its own few slots, and once one of its pushes has timed out its
 * pushes not yet sent are left for the retry at once, so a service that never answers costs the batch one
 * timeout. The ones to try again are queued as retry messages with a growing delay rather than failing the
 * record (which would push to everyone again). 404/410 removes that subscription. Throws only when the
 * retries cannot be queued, so the record is redelivered (a duplicate for some phones is better than
 * silence for the rest).
 */
export async function deliver(ports: SenderPorts, payload: PushPayload, recipients: readonly PushRecipient[], attempt = 0): Promise<DeliveryReport> {
  const report: DeliveryReport = { delivered: 0, gone: 0, refused: 0, retried: 0, dropped: 0 };
  const again: PushRecipient[] = [];
  const waiting = new Map<string, PushRecipient[]>();
  for (const recipient of recipients) {
    const host = hostOf(recipient);
    const queue = waiting.get(host);
    if (queue) queue.push(recipient);
    else waiting.set(host, [recipient]);
  }
  const inFlight = new Map<string, number>();
  const timedOut = new Set<string>();

  /** The next push to send: from the first host (in turn) with a free slot; undefined when none has one. */
  const take = (): { host: string; recipient: PushRecipient } | undefined => {
    for (const [host, queue] of waiting) {
      if ((inFlight.get(host) ?? 0) >= PUSH_CONCURRENCY_PER_HOST) continue;
      const recipient = queue.shift() as PushRecipient;
      // Round robin: the host goes to the back of the line, or out of it once its queue is empty.
      waiting.delete(host);
      if (queue.length > 0) waiting.set(host, queue);
      return { host, recipient };
    }
    return undefined;
  };

  async function push(host: string, recipient: PushRecipient): Promise<void> {
    let outcome: PushOutcome;
    try {
      outcome = await ports.push.send(recipient, payload);
    } catch {
      outcome = 'retry';
    }
    if (outcome === 'delivered') report.delivered += 1;
    else if (outcome === 'refused') report.refused += 1;
    else if (outcome === 'gone') {
      report.gone += 1;
      await ports.follows.remove(recipient.topic, recipient.subscriptionId).catch(() => undefined);
    } else {
      again.push(recipient);
      if (outcome === 'timeout' && !timedOut.has(host)) {
        timedOut.add(host);
        // The host did not answer in time: the rest of its pushes wait for the retry instead of a timeout each.
        again.push(...(waiting.get(host) ?? []));
        waiting.delete(host);
      }
    }
  }

  await new Promise<void>((resolve) => {
    let active = 0;
    const pump = () => {
      while (active < PUSH_CONCURRENCY) {
        const next = take();
        if (!next) break;
        active += 1;
        inFlight.set(next.host, (inFlight.get(next.host) ?? 0) + 1);
        void push(next.host, next.recipient).then(() => {
          active -= 1;
          inFlight.set(next.host, (inFlight.get(next.host) ?? 1) - 1);
          pump();
        });
      }
      if (active === 0) resolve();
    };
    pump();
  });
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
