import { Entity } from 'electrodb';
import { ENTITY_SERVICE } from '../entity-service';
import { roleMapAttribute } from './role-map-attribute';

/** A person known to Pitchside. `role` is the spec's role map, mirrored from the Cognito groups. */
export const userEntity = new Entity({
  model: { entity: 'user', version: '1', service: ENTITY_SERVICE },
  attributes: {
    uid: { type: 'string', required: true },
    email: { type: 'string', required: true },
    displayName: { type: 'string', required: true },
    role: roleMapAttribute,
    phone: { type: 'string' },
    language: { type: 'string' },
    createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
    updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString() },
  },
  indexes: {
    byUid: { pk: { field: 'pk', composite: ['uid'] }, sk: { field: 'sk', composite: [] } },
    byEmail: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['email'] }, sk: { field: 'gsi1sk', composite: [] } },
  },
});
