import { Entity } from 'electrodb';
import { ENTITY_SERVICE } from '../entity-service';

/**
 * One accepted event of a match's log (start, goal, card, …), in the order the server applied it
 * (`seq` = the match version it produced). It is the audit trail: who did what, when, from which device
 * time. Written in the same transaction as the match state it changed.
 */
export const matchEventEntity = new Entity({
  model: { entity: 'matchEvent', version: '1', service: ENTITY_SERVICE },
  attributes: {
    tournamentId: { type: 'string', required: true },
    matchId: { type: 'string', required: true },
    seq: { type: 'number', required: true, padding: { length: 8, char: '0' } },
    eventId: { type: 'string', required: true },
    type: { type: 'string', required: true },
    /** The event as the device sent it (JSON), so the log can be folded again. */
    event: { type: 'string', required: true },
    /** The device's time of the action. */
    at: { type: 'string', required: true },
    by: { type: 'string', required: true },
    byName: { type: 'string', required: true },
    recordedAt: { type: 'string', required: true },
  },
  indexes: {
    byMatch: { pk: { field: 'pk', composite: ['tournamentId', 'matchId'] }, sk: { field: 'sk', composite: ['seq'] } },
  },
});
