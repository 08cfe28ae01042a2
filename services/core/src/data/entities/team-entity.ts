import { Entity } from 'electrodb';
import { ENTITY_SERVICE } from '../entity-service';

/**
 * An organization's team (spec §3). `totalPlayers` is the roster size: every player write changes it in
 * the same transaction. `version` guards edits (optimistic locking). The coach index (gsi2) is sparse: a
 * team without a coach has no gsi2 keys. Imported teams keep the sheet's id as `externalId`; their
 * `teamId` is `importedTeamId(orgId, externalId)`, so two organizations' sheets never collide.
 */
export const teamEntity = new Entity({
  model: { entity: 'team', version: '1', service: ENTITY_SERVICE },
  attributes: {
    teamId: { type: 'string', required: true },
    orgId: { type: 'string', required: true },
    name: { type: 'string', required: true },
    club: { type: 'string' },
    age: { type: 'string', required: true },
    gender: { type: ['male', 'female'] as const, required: true },
    /** '' when the team has no coach: the coach index (gsi2) is then not written (sparse). */
    coachUid: { type: 'string', required: true, default: '' },
    totalPlayers: { type: 'number', required: true, default: 0 },
    externalId: { type: 'string' },
    source: { type: ['import', 'manual'] as const },
    version: { type: 'number', required: true, default: 1 },
    createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
    updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString() },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['teamId'] }, sk: { field: 'sk', composite: [] } },
    byOrg: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['orgId'] }, sk: { field: 'gsi1sk', composite: ['name'] } },
    byCoach: { index: 'gsi2', condition: (attr) => Boolean(attr.coachUid), pk: { field: 'gsi2pk', composite: ['coachUid'] }, sk: { field: 'gsi2sk', composite: ['name'] } },
  },
});
