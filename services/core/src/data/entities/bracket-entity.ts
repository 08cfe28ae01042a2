import { Entity } from 'electrodb';
import { ENTITY_SERVICE } from '../entity-service';

/**
 * A bracket (spec §3 `brackets {name}`), optionally of one division; `bracketId` = `bracketIdOf(name,
 * divisionId)` from shared, so 'Group A' of two divisions are two brackets. Teams without one go to 'Default'.
 */
export const bracketEntity = new Entity({
  model: { entity: 'bracket', version: '1', service: ENTITY_SERVICE },
  attributes: {
    tournamentId: { type: 'string', required: true },
    bracketId: { type: 'string', required: true },
    name: { type: 'string', required: true },
    divisionId: { type: 'string' },
    createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    byTournament: { pk: { field: 'pk', composite: ['tournamentId'] }, sk: { field: 'sk', composite: ['bracketId'] } },
  },
});
