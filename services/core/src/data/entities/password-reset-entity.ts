import { Entity } from 'electrodb';
import { ENTITY_SERVICE } from '../entity-service';

/** A single-use password reset, found by the hash of the e-mailed token; TTL removes old ones. */
export const passwordResetEntity = new Entity({
  model: { entity: 'passwordReset', version: '1', service: ENTITY_SERVICE },
  attributes: {
    tokenHash: { type: 'string', required: true },
    uid: { type: 'string', required: true },
    email: { type: 'string', required: true },
    used: { type: 'boolean', required: true, default: false },
    validUntil: { type: 'string', required: true },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byToken: { pk: { field: 'pk', composite: ['tokenHash'] }, sk: { field: 'sk', composite: [] } },
  },
});
