import { Entity } from 'electrodb';
import { ENTITY_SERVICE } from '../entity-service';
import { roleMapAttribute } from './role-map-attribute';

/**
 * A person's roles in one organization. The same person can work for several organizers (a referee at
 * two clubs' tournaments); each organization sees and manages only its own memberships.
 */
export const membershipEntity = new Entity({
  model: { entity: 'membership', version: '1', service: ENTITY_SERVICE },
  attributes: {
    orgId: { type: 'string', required: true },
    uid: { type: 'string', required: true },
    email: { type: 'string', required: true },
    displayName: { type: 'string', required: true },
    role: roleMapAttribute,
    createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    byOrg: { pk: { field: 'pk', composite: ['orgId'] }, sk: { field: 'sk', composite: ['uid'] } },
    byUser: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['uid'] }, sk: { field: 'gsi1sk', composite: ['orgId'] } },
  },
});
