import { Entity } from 'electrodb';
import { ENTITY_SERVICE } from '../entity-service';

/** A fixed-window counter for throttling abuse-prone public actions (password resets, sign-ups). */
export const rateLimitEntity = new Entity({
  model: { entity: 'rateLimit', version: '1', service: ENTITY_SERVICE },
  attributes: {
    key: { type: 'string', required: true },
    window: { type: 'number', required: true },
    count: { type: 'number', required: true, default: 0 },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byKey: { pk: { field: 'pk', composite: ['key', 'window'] }, sk: { field: 'sk', composite: [] } },
  },
});
