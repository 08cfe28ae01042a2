import { Entity } from 'electrodb';
import { ENTITY_SERVICE } from '../entity-service';

/**
 * Which offer holds a role of a match (issue 34): created with the offer only if absent, deleted with a
 * decline, expiry or release only if it still names that offer. So one role is held by one offer at a time,
 * however many assignors click at once.
 */
export const refereeSlotEntity = new Entity({
  model: { entity: 'refereeSlot', version: '1', service: ENTITY_SERVICE },
  attributes: {
    tournamentId: { type: 'string', required: true },
    matchId: { type: 'string', required: true },
    slot: { type: 'string', required: true },
    offerId: { type: 'string', required: true },
  },
  indexes: {
    byMatch: { pk: { field: 'pk', composite: ['tournamentId'] }, sk: { field: 'sk', composite: ['matchId', 'slot'] } },
  },
});
