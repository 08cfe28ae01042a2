import { Entity } from 'electrodb';
import { ENTITY_SERVICE } from '../entity-service';

/**
 * An organizer's announcement to the venue (issue 35): on every display until withdrawn. Kept after
 * withdrawal (`withdrawnAt`) as a record of what was said; ids sort by time, so a query reads them in order.
 */
export const announcementEntity = new Entity({
  model: { entity: 'announcement', version: '1', service: ENTITY_SERVICE },
  attributes: {
    tournamentId: { type: 'string', required: true },
    announcementId: { type: 'string', required: true },
    text: { type: 'string', required: true },
    urgent: { type: 'boolean', required: true },
    createdBy: { type: 'string', required: true },
    createdAt: { type: 'string', required: true },
    withdrawnAt: { type: 'string' },
  },
  indexes: {
    byTournament: { pk: { field: 'pk', composite: ['tournamentId'] }, sk: { field: 'sk', composite: ['announcementId'] } },
  },
});
