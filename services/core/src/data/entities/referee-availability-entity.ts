import { Entity } from 'electrodb';
import { ENTITY_SERVICE } from '../entity-service';

/**
 * One referee's availability for one tournament (issue 34): JSON of shared `AvailabilityInput`, parsed
 * again on read. In the tournament's partition, so the fill reads every referee's in one query.
 */
export const refereeAvailabilityEntity = new Entity({
  model: { entity: 'refereeAvailability', version: '1', service: ENTITY_SERVICE },
  attributes: {
    tournamentId: { type: 'string', required: true },
    refereeUid: { type: 'string', required: true },
    orgId: { type: 'string', required: true },
    refereeName: { type: 'string', required: true },
    availability: { type: 'string', required: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byTournament: { pk: { field: 'pk', composite: ['tournamentId'] }, sk: { field: 'sk', composite: ['refereeUid'] } },
  },
});
