import { Entity } from 'electrodb';
import { ENTITY_SERVICE } from '../entity-service';

/** A medic's record of an injury during a match. Readable by the organizer and that team's coach; never public. */
export const matchIncidentEntity = new Entity({
  model: { entity: 'matchIncident', version: '1', service: ENTITY_SERVICE },
  attributes: {
    tournamentId: { type: 'string', required: true },
    matchId: { type: 'string', required: true },
    incidentId: { type: 'string', required: true },
    teamType: { type: ['home', 'away'] as const, required: true },
    playerName: { type: 'string', required: true },
    minute: { type: 'number' },
    injury: { type: 'string', required: true },
    treatment: { type: 'string', required: true },
    returnedToPlay: { type: 'boolean', required: true },
    recordedBy: { type: 'string', required: true },
    recordedByName: { type: 'string', required: true },
    recordedAt: { type: 'string', required: true },
  },
  indexes: {
    byMatch: { pk: { field: 'pk', composite: ['tournamentId', 'matchId'] }, sk: { field: 'sk', composite: ['incidentId'] } },
  },
});
