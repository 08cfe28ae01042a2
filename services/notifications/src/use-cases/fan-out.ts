import { deliveryMessage, type NotificationRequest, type NotificationsMessage, type RangeMessage } from '@pitchside/shared';
import { FOLLOWER_ID_RANGES, inIdRange, rangeAfter } from '../adapters/push-follows';
import type { SenderPorts } from '../ports';
import { audienceOf } from './audience';
import type { AudiencePart, RangeShare } from './audience-parts';
import { deliver, FANOUT_CHUNK, type DeliveryReport } from './deliver';
import { rangeAudience } from './range-audience';

/**
 * Phones a range's container pushes itself before it shares out the rest as delivery messages: sixteen
 * ranges of a 10,000-phone team stay in sixteen containers, a far bigger audience still spreads further.
 */
export const RANGE_OWN = 1000;

export interface FanOutReport extends DeliveryReport {
  /** Phones this container read the notification is for (a range's own phones, for a range message). */
  recipients: number;
  /** Of those, the ones handed to other containers as delivery messages. */
  sharedOut: number;
  /** Range messages sent for the rest of a big audience. */
  rangesShared: number;
  /** From the first read to the last of the audience read and shared out. */
  audienceMs: number;
}

/** One message per key range with anything left to read: the phones told so far go to the range that holds them. */
export function rangeMessages(part: RangeShare, sentAt: string): RangeMessage[] {
  return FOLLOWER_ID_RANGES.flatMap((range): RangeMessage[] => {
    const topics = part.topics.filter(({ after }) => rangeAfter(range, after?.toLowerCase()) !== null);
    if (topics.length === 0) return [];
    const told = [...part.told].filter((id) => inIdRange(range, id));
    return [{ type: 'range', kind: part.kind, payloads: part.payloads, topics, range: [range[0], range[1]], told, sentAt }];
  });
}

/**
 * Pushes an audience as it is read: this container pushes the first `own` phones itself; every further
 * chunk is queued as a delivery message the moment its page arrives, and the rest of a big audience goes out
 * as range messages, so other containers (Lambda scales out on the queue) read and push it side by side.
 * If reading or queuing fails halfway, the record fails and comes back: the phones already shared out may
 * hear twice, which beats the rest hearing nothing (SQS is at-least-once anyway).
 */
function spreadWith(share: (messages: NotificationsMessage[]) => Promise<void>) {
  return async function spread(ports: SenderPorts, parts: AsyncIterable<AudiencePart>, own: number): Promise<FanOutReport> {
    const started = performance.now();
    const pushing: Promise<DeliveryReport>[] = [];
    let room = own;
    let recipients = 0;
    let sharedOut = 0;
    let rangesShared = 0;
    let audienceMs: number;
    try {
      for await (const part of parts) {
        if ('share' in part) {
          const messages = rangeMessages(part, ports.clock.now().toISOString());
          rangesShared += messages.length;
          await share(messages);
          continue;
        }
        const { payload, recipients: phones } = part;
        recipients += phones.length;
        const mine = phones.slice(0, room);
        room -= mine.length;
        if (mine.length > 0) pushing.push(deliver(ports, payload, mine));
        const shares: NotificationsMessage[] = [];
        for (let start = mine.length; start < phones.length; start += FANOUT_CHUNK)
          shares.push(deliveryMessage(payload, phones.slice(start, start + FANOUT_CHUNK), 0, ports.clock.now().toISOString()));
        if (shares.length > 0) {
          sharedOut += phones.length - mine.length;
          await share(shares);
        }
      }
      audienceMs = Math.round(performance.now() - started);
    } catch (error) {
      // This container's own pushes are finished (not left running) before the record is failed.
      await Promise.allSettled(pushing);
      throw error;
    }
    const reports = await Promise.all(pushing);
    const total: DeliveryReport = { delivered: 0, gone: 0, refused: 0, retried: 0, dropped: 0 };
    for (const report of reports) for (const key of Object.keys(total) as (keyof DeliveryReport)[]) total[key] += report[key];
    return { ...total, recipients, sharedOut, rangesShared, audienceMs };
  };
}

/** A request to its whole audience, and a range message to its share of one. */
export function fanOutWith(share: (messages: NotificationsMessage[]) => Promise<void>) {
  const spread = spreadWith(share);
  return {
    request: (ports: SenderPorts, request: NotificationRequest) => spread(ports, audienceOf(ports, request), FANOUT_CHUNK),
    range: (ports: SenderPorts, message: RangeMessage) => spread(ports, rangeAudience(ports, message), RANGE_OWN),
  };
}
