import { Entity } from 'electrodb';
import { ENTITY_SERVICE } from '../entity-service';

/**
 * A phone's Web Push subscription under one topic: a followed team, match or division (with the kinds the
 * spectator chose), or a signed-in person's `user:<uid>`. One row per (topic, subscription), holding the
 * endpoint and keys, so a fan-out is one query per topic and no second read. `subscriptionId` is a hash of
 * the endpoint: the same phone following again overwrites its row. `expiresAt` (TTL) is the day after the
 * tournament ends for follows and a rolling 60 days for a signed-in person's device.
 */
export const pushFollowEntity = new Entity({
  model: { entity: 'pushFollow', version: '1', service: ENTITY_SERVICE },
  attributes: {
    topic: { type: 'string', required: true },
    subscriptionId: { type: 'string', required: true },
    tournamentId: { type: 'string' },
    endpoint: { type: 'string', required: true },
    p256dh: { type: 'string', required: true },
    auth: { type: 'string', required: true },
    kinds: { type: 'set', items: 'string' },
    /** The language the phone followed (or was registered) in: its notifications' words (issue 20). */
    language: { type: 'string' },
    createdAt: { type: 'string', default: () => new Date().toISOString() },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byTopic: { pk: { field: 'pk', composite: ['topic'] }, sk: { field: 'sk', composite: ['subscriptionId'] } },
  },
});
