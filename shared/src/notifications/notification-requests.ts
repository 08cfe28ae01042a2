import * as z from 'zod';
import { LOCALES } from '../i18n/locales';

/**
 * What a service asks of the notifications sender. It names what happened and where; the sender reads the
 * current match, finds who follows it and words the notification, so a producer never builds a message.
 * `matchMoved` is the one the delay feature calls: one request for every match whose time or pitch changed.
 */
export const notificationRequestSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('kickoff'), tournamentId: z.string().min(1).max(200), matchId: z.string().min(1).max(200) }),
  z.object({ kind: z.literal('goal'), tournamentId: z.string().min(1).max(200), matchId: z.string().min(1).max(200), goalId: z.string().min(1).max(200) }),
  z.object({ kind: z.literal('halftime'), tournamentId: z.string().min(1).max(200), matchId: z.string().min(1).max(200) }),
  z.object({ kind: z.literal('fulltime'), tournamentId: z.string().min(1).max(200), matchId: z.string().min(1).max(200) }),
  z.object({
    kind: z.literal('matchMoved'),
    tournamentId: z.string().min(1).max(200),
    matchIds: z.array(z.string().min(1).max(200)).min(1).max(500),
    /** Optional words for the body ("Pitch 4 is running 20 minutes late"). */
    reason: z.string().max(200).optional(),
  }),
  z.object({ kind: z.literal('refereeAssigned'), tournamentId: z.string().min(1).max(200), matchId: z.string().min(1).max(200), refereeUid: z.string().min(1).max(200) }),
  z.object({ kind: z.literal('confirmationAwaited'), tournamentId: z.string().min(1).max(200), matchId: z.string().min(1).max(200) }),
  z.object({
    kind: z.literal('confirmationMissing'),
    tournamentId: z.string().min(1).max(200),
    matchId: z.string().min(1).max(200),
    /** The full-time this check is about: a match completed again since (a correction) has its own, later check. */
    completedAt: z.string().max(40).optional(),
  }),
  z.object({ kind: z.literal('disputed'), tournamentId: z.string().min(1).max(200), matchId: z.string().min(1).max(200) }),
]);
/**
 * How long after full-time the organizer is told that a coach has not confirmed the score: long enough for
 * coaches to confirm from the touchline, short enough to chase them before they leave the venue. Within
 * SQS's 15-minute delay, so the check is one delayed message (docs/delivery.md).
 */
export const CONFIRMATION_MISSING_AFTER_SECONDS = 15 * 60;

export type NotificationRequest = z.infer<typeof notificationRequestSchema>;
export type NotificationRequestKind = NotificationRequest['kind'];

/** What the service worker receives, decrypted, and shows. `url` is a path of this app. */
export const pushPayloadSchema = z.object({
  title: z.string().max(120),
  body: z.string().max(400),
  url: z.string().startsWith('/').max(500),
  /** Same tag replaces the previous notification of the match (a second goal replaces the first). */
  tag: z.string().max(200),
  kind: z.string().max(40),
  sentAt: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

/** One stored subscription a delivery is meant for: its follow row's keys (to remove it when gone) and its keys. */
export const pushRecipientSchema = z.object({
  topic: z.string().max(300),
  subscriptionId: z.string().max(100),
  endpoint: z.string().max(1024),
  p256dh: z.string().max(128),
  auth: z.string().max(64),
});
export type PushRecipient = z.infer<typeof pushRecipientSchema>;

/** Phones in one delivery message at most. */
export const DELIVERY_MAX_PHONES = 100;

/**
 * The phones of a delivery message: grouped by the topic of their follow rows (to remove a row whose phone
 * is gone), each as [subscriptionId, endpoint, p256dh, auth]. A third fewer bytes than recipient objects,
 * and a goal to 10,000 phones pays per byte at every hop: the JSON writer, the request's signature, the
 * queue, the poll's parse and the schema (measured in `bench:notify`).
 */
export const pushPhoneGroupsSchema = z
  .array(
    z.object({
      topic: pushRecipientSchema.shape.topic,
      phones: z
        .array(z.tuple([pushRecipientSchema.shape.subscriptionId, pushRecipientSchema.shape.endpoint, pushRecipientSchema.shape.p256dh, pushRecipientSchema.shape.auth]))
        .min(1)
        .max(DELIVERY_MAX_PHONES),
    }),
  )
  .min(1)
  .max(DELIVERY_MAX_PHONES)
  .refine((groups) => groups.reduce((count, group) => count + group.phones.length, 0) <= DELIVERY_MAX_PHONES, { message: `At most ${DELIVERY_MAX_PHONES} phones per message` });
export type PushPhoneGroups = z.infer<typeof pushPhoneGroupsSchema>;

/** Recipients in the delivery message's form, each topic once. */
export function toPhoneGroups(recipients: readonly PushRecipient[]): PushPhoneGroups {
  const byTopic = new Map<string, PushPhoneGroups[number]['phones']>();
  for (const { topic, subscriptionId, endpoint, p256dh, auth } of recipients) {
    const phones = byTopic.get(topic);
    if (phones) phones.push([subscriptionId, endpoint, p256dh, auth]);
    else byTopic.set(topic, [[subscriptionId, endpoint, p256dh, auth]]);
  }
  return [...byTopic].map(([topic, phones]) => ({ topic, phones }));
}

export function fromPhoneGroups(groups: PushPhoneGroups): PushRecipient[] {
  return groups.flatMap(({ topic, phones }) => phones.map(([subscriptionId, endpoint, p256dh, auth]) => ({ topic, subscriptionId, endpoint, p256dh, auth })));
}

const attemptSchema = z.number().int().min(0).max(10);

/**
 * A range message's limits. Topics: a group's table decided goes to the division and every team of the
 * group. Ids told: the first pages (200 each) of those topics that fall in the range, about a sixteenth
 * of 64 × 200; 4,000 ids keep the message far below SQS's 256 KB.
 */
export const RANGE_MAX_TOPICS = 64;
export const RANGE_MAX_TOLD = 4000;

/**
 * A big audience shared out by key range: the container that receives it reads the rows of `topics` whose
 * (lower-cased) subscription ids fall in `range`, after each topic's `after` (the end of its first page,
 * already pushed), leaves out the phones in `told` (pushed already: a first page, or a signed-in person's
 * device) and those that did not choose `kind`, and pushes the rest, each in its phone's language.
 */
export const rangeMessageSchema = z.object({
  type: z.literal('range'),
  kind: z.string().max(40),
  payloads: z.partialRecord(z.enum(LOCALES), pushPayloadSchema),
  topics: z
    .array(z.object({ topic: pushRecipientSchema.shape.topic, after: pushRecipientSchema.shape.subscriptionId.optional() }))
    .min(1)
    .max(RANGE_MAX_TOPICS),
  range: z.tuple([z.string().max(40), z.string().max(40)]),
  told: z.array(pushRecipientSchema.shape.subscriptionId).max(RANGE_MAX_TOLD),
  sentAt: z.string(),
});
export type RangeMessage = z.infer<typeof rangeMessageSchema>;

/**
 * The notifications queue carries requests, and deliveries: a big audience's share handed to other containers
 * (attempt 0), and retries of the pushes that timed out or met a 5xx/429 (attempt ≥ 1). `retry` is the
 * delivery's earlier form (recipient objects), still read so that messages queued before an update are pushed.
 */
export const notificationsMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('request'), request: notificationRequestSchema, sentAt: z.string() }),
  rangeMessageSchema,
  z.object({ type: z.literal('deliver'), payload: pushPayloadSchema, groups: pushPhoneGroupsSchema, attempt: attemptSchema, sentAt: z.string() }),
  z.object({ type: z.literal('retry'), payload: pushPayloadSchema, recipients: z.array(pushRecipientSchema).min(1).max(DELIVERY_MAX_PHONES), attempt: attemptSchema, sentAt: z.string() }),
]);
export type NotificationsMessage = z.infer<typeof notificationsMessageSchema>;
export type DeliveryMessage = Extract<NotificationsMessage, { type: 'deliver' }>;

/** A delivery message for these recipients (at most DELIVERY_MAX_PHONES). */
export function deliveryMessage(payload: PushPayload, recipients: readonly PushRecipient[], attempt: number, sentAt: string): DeliveryMessage {
  return { type: 'deliver', payload, groups: toPhoneGroups(recipients), attempt, sentAt };
}

/** Who a delivery message (either form) is for. */
export function recipientsOf(message: Exclude<NotificationsMessage, { type: 'request' | 'range' }>): PushRecipient[] {
  return message.type === 'deliver' ? fromPhoneGroups(message.groups) : message.recipients;
}
