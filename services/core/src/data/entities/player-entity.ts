import { Entity } from 'electrodb';
import { ENTITY_SERVICE } from '../entity-service';

/**
 * A player of a team (spec §3, `teams/{id}/players`). `extra` keeps an import's own columns (shirt size,
 * …). gsi1 finds a player by registrationId within the organization; uniqueness is not left to a query
 * (two adds could both see nothing) but to `playerRegistrationEntity` below.
 */
export const playerEntity = new Entity({
  model: { entity: 'player', version: '1', service: ENTITY_SERVICE },
  attributes: {
    teamId: { type: 'string', required: true },
    playerId: { type: 'string', required: true },
    orgId: { type: 'string', required: true },
    name: { type: 'string', required: true },
    /** '' when the player has none: the registration index (gsi1) is then not written (sparse). */
    registrationId: { type: 'string', required: true, default: '' },
    jerseyNumber: { type: 'number' },
    position: { type: 'string' },
    dateOfBirth: { type: 'string' },
    extra: { type: 'any' },
    source: { type: ['import', 'manual'] as const },
    createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
    updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString() },
  },
  indexes: {
    byTeam: { pk: { field: 'pk', composite: ['teamId'] }, sk: { field: 'sk', composite: ['playerId'] } },
    byRegistration: { index: 'gsi1', condition: (attr) => Boolean(attr.registrationId), pk: { field: 'gsi1pk', composite: ['orgId', 'registrationId'] }, sk: { field: 'gsi1sk', composite: [] } },
  },
});

/**
 * The registration guard: one item per (organization, registrationId), created with the player in one
 * transaction on the condition that it does not exist yet. Two concurrent adds of the same registrationId
 * cannot both win; deleting the player (or changing its registrationId) deletes the guard with it.
 */
export const playerRegistrationEntity = new Entity({
  model: { entity: 'playerRegistration', version: '1', service: ENTITY_SERVICE },
  attributes: {
    orgId: { type: 'string', required: true },
    registrationId: { type: 'string', required: true },
    teamId: { type: 'string', required: true },
    playerId: { type: 'string', required: true },
    createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    byRegistration: { pk: { field: 'pk', composite: ['orgId', 'registrationId'] }, sk: { field: 'sk', composite: [] } },
  },
});
