import { Entity } from 'electrodb';
import { ENTITY_SERVICE } from '../entity-service';

/**
 * A tournament's card rules (shared/discipline), one item in the tournament's partition: JSON of
 * `DisciplineRules`, parsed again on read. Absent until the organizer edits them: the defaults apply.
 */
export const disciplineRulesEntity = new Entity({
  model: { entity: 'disciplineRules', version: '1', service: ENTITY_SERVICE },
  attributes: {
    tournamentId: { type: 'string', required: true },
    rules: { type: 'string', required: true },
    updatedAt: { type: 'string', required: true },
    updatedBy: { type: 'string', required: true },
  },
  indexes: {
    byTournament: { pk: { field: 'pk', composite: ['tournamentId'] }, sk: { field: 'sk', composite: [] } },
  },
});
