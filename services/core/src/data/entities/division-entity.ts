import { Entity } from 'electrodb';
import { ENTITY_SERVICE } from '../entity-service';

/** A division (spec §3 `divisions {name, age, gender}`); `divisionId` = `divisionIdOf(name)` from shared. */
export const divisionEntity = new Entity({
  model: { entity: 'division', version: '1', service: ENTITY_SERVICE },
  attributes: {
    tournamentId: { type: 'string', required: true },
    divisionId: { type: 'string', required: true },
    name: { type: 'string', required: true },
    age: { type: 'string', required: true },
    gender: { type: ['boys', 'girls', 'mixed'] as const, required: true },
    createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
    updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString() },
  },
  indexes: {
    byTournament: { pk: { field: 'pk', composite: ['tournamentId'] }, sk: { field: 'sk', composite: ['divisionId'] } },
  },
});
