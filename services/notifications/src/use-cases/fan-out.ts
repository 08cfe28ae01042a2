import { deliveryMessage, type NotificationRequest, type NotificationsMessage } from '@pitchside/shared';
import type { SenderPorts } from '../ports';
import { audienceOf } from './audience';
import { deliver, FANOUT_CHUNK, type DeliveryReport } from './deliver';

export interface FanOutReport extends DeliveryReport {
  /** Phones the notification is for, in all. */
  recipients: number;
  /** Of those, the ones handed to other containers as delivery messages. */
  sharedOut: number;
  /** From the first read to the last page of the audience read and shared out. */
  audienceMs: number;
}

/**
 * One request to its whole audience. This container pushes the first FANOUT_CHUNK phones itself, starting
 * as soon as the first page is read; every further chunk is queued as a delivery message the moment its page
 * arrives, so other containers (Lambda scales out on the queue) push it while the rest is still being read.
 * If reading or queuing fails halfway, the record fails and comes back: the phones already shared out may
 * hear twice, which beats the rest hearing nothing (SQS is at-least-once anyway).
 */
export function fanOutWith(share: (messages: NotificationsMessage[]) => Promise<void>) {
  return async function fanOut(ports: SenderPorts, request: NotificationRequest): Promise<FanOutReport> {
    const started = performance.now();
    const own: Promise<DeliveryReport>[] = [];
    let room = FANOUT_CHUNK;
    let recipients = 0;
    let sharedOut = 0;
    let audienceMs: number;
    try {
      for await (const { payload, recipients: phones } of audienceOf(ports, request)) {
        recipients += phones.length;
        const mine = phones.slice(0, room);
        room -= mine.length;
        if (mine.length > 0) own.push(deliver(ports, payload, mine));
        const shares: NotificationsMessage[] = [];
        for (let start = mine.length; start < phones.length; start += FANOUT_CHUNK) {
          shares.push(deliveryMessage(payload, phones.slice(start, start + FANOUT_CHUNK), 0, new Date().toISOString()));
        }
        if (shares.length > 0) {
          sharedOut += phones.length - mine.length;
          await share(shares);
        }
      }
      audienceMs = Math.round(performance.now() - started);
    } catch (error) {
      // This container's own pushes are finished (not left running) before the record is failed.
      await Promise.allSettled(own);
      throw error;
    }
    const reports = await Promise.all(own);
    const total: DeliveryReport = { delivered: 0, gone: 0, refused: 0, retried: 0, dropped: 0 };
    for (const report of reports) for (const key of Object.keys(total) as (keyof DeliveryReport)[]) total[key] += report[key];
    return { ...total, recipients, sharedOut, audienceMs };
  };
}
