import { Entity } from 'electrodb';
import { ENTITY_SERVICE } from '../entity-service';

/**
 * Which of a person's reset links is the one that still works: asking for a new link moves this on, so
 * every older link stops working; TTL removes it with the link it names.
 */
export const latestPasswordResetEntity = new Entity({
  model: { entity: 'latestPasswordReset', version: '1', service: ENTITY_SERVICE },
  attributes: {
    uid: { type: 'string', required: true },
    tokenHash: { type: 'string', required: true },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['uid'] }, sk: { field: 'sk', composite: [] } },
  },
});
