import { Entity } from 'electrodb';
import { ENTITY_SERVICE } from '../entity-service';

/**
 * A notification that must go out once however often its message is delivered (SQS is at-least-once):
 * the sender creates the mark conditionally and sends only when it was the one to create it. `expiresAt`
 * (TTL) lets the table forget it after the tournament.
 */
export const notificationMarkEntity = new Entity({
  model: { entity: 'notificationMark', version: '1', service: ENTITY_SERVICE },
  attributes: {
    key: { type: 'string', required: true },
    markedAt: { type: 'string', required: true },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byKey: { pk: { field: 'pk', composite: ['key'] }, sk: { field: 'sk', composite: [] } },
  },
});
