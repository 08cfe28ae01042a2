import { LOCALES } from '../i18n/locales';
import {
  deliveryMessage,
  DELIVERY_MAX_PHONES,
  notificationsMessageSchema,
  RANGE_MAX_TOLD,
  RANGE_MAX_TOPICS,
  recipientsOf,
  type PushPayload,
  type PushRecipient,
  type RangeMessage,
} from './notification-requests';

const payload: PushPayload = { title: 'Goal', body: 'Lakeside 1–0 Riverside', url: '/t/t1/matches/m1', tag: 'match:m1', kind: 'goal', sentAt: '2026-06-14T10:12:00.000Z' };
const phone = (topic: string, index: number): PushRecipient => ({
  topic,
  subscriptionId: `sub${index}`.padEnd(32, 'x'),
  endpoint: `https://fcm.googleapis.com/fcm/send/phone-${index}`,
  p256dh: 'B'.repeat(87),
  auth: 'a'.repeat(22),
});

describe('delivery messages on the notifications queue', () => {
  const team = 'follow:t1:team:lakeside';
  const byMatch = 'follow:t1:match:m1';
  const recipients = [...Array.from({ length: 60 }, (_, index) => phone(team, index)), ...Array.from({ length: 40 }, (_, index) => phone(byMatch, 60 + index))];

  it('carries every recipient with its topic through JSON and the schema, each topic written once', () => {
    const message = deliveryMessage(payload, recipients, 0, payload.sentAt);
    const parsed = notificationsMessageSchema.parse(JSON.parse(JSON.stringify(message)));
    expect(parsed.type).toBe('deliver');
    expect((parsed.type === 'deliver' || parsed.type === 'retry') && recipientsOf(parsed)).toEqual(recipients);
    expect(message.type === 'deliver' && message.groups.map((group) => group.topic)).toEqual([team, byMatch]);
  });

  it('is at least a quarter smaller than the same recipients as objects', () => {
    const compact = JSON.stringify(deliveryMessage(payload, recipients, 0, payload.sentAt)).length;
    const objects = JSON.stringify({ type: 'retry', payload, recipients, attempt: 0, sentAt: payload.sentAt }).length;
    expect(compact).toBeLessThan(objects * 0.75);
  });

  it('still reads the earlier form, recipient objects, so messages queued before an update are pushed', () => {
    const parsed = notificationsMessageSchema.parse({ type: 'retry', payload, recipients: recipients.slice(0, 3), attempt: 1, sentAt: payload.sentAt });
    expect((parsed.type === 'deliver' || parsed.type === 'retry') && recipientsOf(parsed)).toEqual(recipients.slice(0, 3));
  });

  it(`refuses more than ${DELIVERY_MAX_PHONES} phones in one message, however they are grouped`, () => {
    const tooMany = deliveryMessage(payload, [...recipients, phone('follow:t1:division:u12', 101)], 0, payload.sentAt);
    expect(notificationsMessageSchema.safeParse(tooMany).success).toBe(false);
  });
});

describe('range messages', () => {
  it('at their limits (a group of 63 teams, the ids told, every language) still fit in one SQS message', () => {
    const longPayload = { ...payload, title: 't'.repeat(120), body: 'b'.repeat(400), url: `/${'u'.repeat(499)}`, tag: 'g'.repeat(200) };
    const message: RangeMessage = {
      type: 'range',
      kind: 'groupDecided',
      payloads: Object.fromEntries(LOCALES.map((language) => [language, longPayload])),
      topics: Array.from({ length: RANGE_MAX_TOPICS }, (_, index) => ({ topic: `team:01JBENCHTOURNAMENT000000000:team-with-a-long-name-${index}`, after: 'x'.repeat(32) })),
      range: ['c', 'd~'],
      told: Array.from({ length: RANGE_MAX_TOLD }, (_, index) => `${index}`.padStart(32, 'c')),
      sentAt: payload.sentAt,
    };
    expect(notificationsMessageSchema.safeParse(message).success).toBe(true);
    expect(Buffer.byteLength(JSON.stringify(message))).toBeLessThan(256 * 1024);
    expect(notificationsMessageSchema.safeParse({ ...message, told: [...message.told, 'one-too-many'] }).success).toBe(false);
  });
});
