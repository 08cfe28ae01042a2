import { Entity } from 'electrodb';
import { ENTITY_SERVICE } from '../entity-service';

/**
 * A tournament's referee plan (issue 34): whether the assignor has locked it. Absent = open. A referee's
 * availability is saved in one transaction with a check that this is not locked, so a save racing the lock
 * cannot slip in after it.
 */
export const refereePlanEntity = new Entity({
  model: { entity: 'refereePlan', version: '1', service: ENTITY_SERVICE },
  attributes: {
    tournamentId: { type: 'string', required: true },
    locked: { type: 'boolean', required: true },
    updatedAt: { type: 'string', required: true },
    updatedBy: { type: 'string', required: true },
  },
  indexes: {
    byTournament: { pk: { field: 'pk', composite: ['tournamentId'] }, sk: { field: 'sk', composite: [] } },
  },
});
