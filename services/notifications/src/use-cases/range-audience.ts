import { DEFAULT_LOCALE, type PushPayload, type RangeMessage } from '@pitchside/shared';
import type { SenderPorts } from '../ports';
import { byLanguage, choseKind, unique, type Delivery } from './audience-parts';

/**
 * A range message's phones, a page at a time: the rows of its topics in its key range, without the phones
 * told already (listed in the message) or that did not choose the kind, each phone once across the topics
 * (its rows all fall in this range: the range is of its id), with the payload in its language.
 */
export async function* rangeAudience(ports: Pick<SenderPorts, 'follows'>, message: RangeMessage): AsyncGenerator<Delivery> {
  const told = new Set(message.told);
  const fallback = message.payloads[DEFAULT_LOCALE] ?? Object.values(message.payloads)[0];
  if (!fallback) return;
  const payloadIn = (language: keyof RangeMessage['payloads']): PushPayload => message.payloads[language] ?? fallback;
  for (const { topic, after } of message.topics) {
    for await (const rows of ports.follows.rangePages(topic, message.range, after)) yield* byLanguage(unique(choseKind(rows, message.kind), told), payloadIn);
  }
}
