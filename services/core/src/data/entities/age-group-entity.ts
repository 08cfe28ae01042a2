import { Entity } from 'electrodb';
import { ENTITY_SERVICE } from '../entity-service';

/** A tournament's age group (spec §3 `ageGroups {name}`); `name` is the canonical age ('u12'). */
export const ageGroupEntity = new Entity({
  model: { entity: 'ageGroup', version: '1', service: ENTITY_SERVICE },
  attributes: {
    tournamentId: { type: 'string', required: true },
    name: { type: 'string', required: true },
    /** Hide this age group's results from the public. */
    hideResults: { type: 'boolean', required: true, default: false },
    createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    byTournament: { pk: { field: 'pk', composite: ['tournamentId'] }, sk: { field: 'sk', composite: ['name'] } },
  },
});
