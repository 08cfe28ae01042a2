import { Entity } from 'electrodb';
import { ENTITY_SERVICE } from '../entity-service';

/** An open spectator socket and the topics it follows; TTL removes ones whose disconnect was missed. */
export const liveConnectionEntity = new Entity({
  model: { entity: 'liveConnection', version: '1', service: ENTITY_SERVICE },
  attributes: {
    connectionId: { type: 'string', required: true },
    topics: { type: 'set', items: 'string' },
    connectedAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byConnection: { pk: { field: 'pk', composite: ['connectionId'] }, sk: { field: 'sk', composite: [] } },
  },
});

/**
 * One row per (topic, socket): fan-out reads a topic's partition and nothing else. `bySubscribedAt` lets a
 * fan-out that already knows a topic's followers ask only for the ones who came since (see follower-cache).
 */
export const liveSubscriptionEntity = new Entity({
  model: { entity: 'liveSubscription', version: '1', service: ENTITY_SERVICE },
  attributes: {
    topic: { type: 'string', required: true },
    connectionId: { type: 'string', required: true },
    subscribedAt: { type: 'string', default: () => new Date().toISOString() },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byTopic: { pk: { field: 'pk', composite: ['topic'] }, sk: { field: 'sk', composite: ['connectionId'] } },
    bySubscribedAt: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['topic'] }, sk: { field: 'gsi1sk', composite: ['subscribedAt', 'connectionId'] } },
  },
});
