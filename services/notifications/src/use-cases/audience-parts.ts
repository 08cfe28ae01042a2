import { DEFAULT_LOCALE, type Locale, type PushPayload, type PushRecipient, type RangeMessage } from '@pitchside/shared';
import type { PushFollowRow } from '../adapters/push-follows';

/** One notification and the phones it goes to. */
export interface Delivery {
  payload: PushPayload;
  recipients: PushRecipient[];
}

/**
 * The rest of a big audience, to be read and pushed by other containers, one per key range: the topics with
 * more rows than their first page (and where that page ended), the kind the phones must have chosen, the
 * payload in every language, and the phones told already.
 */
export interface RangeShare {
  share: 'ranges';
  kind: string;
  topics: RangeMessage['topics'];
  payloads: RangeMessage['payloads'];
  told: ReadonlySet<string>;
}

/** What reading an audience yields: phones to push, or the rest of a big audience to share out by range. */
export type AudiencePart = Delivery | RangeShare;

/** A recipient and the language its phone followed (or was registered) in. */
export interface Told {
  recipient: PushRecipient;
  language: Locale;
}

/** The follow rows whose phones chose this kind of notification. */
export const choseKind = (rows: readonly PushFollowRow[], kind: string) => rows.filter((row) => row.kinds?.includes(kind));

/** A phone following the match and both its teams is told once: `skip` holds who was, and grows. */
export function unique(rows: readonly PushFollowRow[], skip: Set<string> = new Set()): Told[] {
  const out: Told[] = [];
  for (const row of rows) {
    if (skip.has(row.subscriptionId)) continue;
    skip.add(row.subscriptionId);
    out.push({ recipient: { topic: row.topic, subscriptionId: row.subscriptionId, endpoint: row.endpoint, p256dh: row.p256dh, auth: row.auth }, language: row.language ?? DEFAULT_LOCALE });
  }
  return out;
}

/** Issue 20: one delivery per language among the recipients, each with that language's payload (none for no recipient). */
export function byLanguage(told: readonly Told[], payloadIn: (language: Locale) => PushPayload): Delivery[] {
  const lists = new Map<Locale, PushRecipient[]>();
  for (const { recipient, language } of told) {
    // Appended in place: copying the list per recipient made a 10,000-phone audience quadratic.
    const list = lists.get(language);
    if (list) list.push(recipient);
    else lists.set(language, [recipient]);
  }
  return [...lists.entries()].map(([language, recipients]) => ({ payload: payloadIn(language), recipients }));
}
