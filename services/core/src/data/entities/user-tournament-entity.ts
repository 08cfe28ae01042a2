import { Entity } from 'electrodb';
import { ENTITY_SERVICE } from '../entity-service';

/** The spec's userTournaments link: an organizer who does not own a tournament but manages it. */
export const userTournamentEntity = new Entity({
  model: { entity: 'userTournament', version: '1', service: ENTITY_SERVICE },
  attributes: {
    userId: { type: 'string', required: true },
    tournamentId: { type: 'string', required: true },
    orgId: { type: 'string', required: true },
    createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['tournamentId'] } },
    byTournament: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['tournamentId'] }, sk: { field: 'gsi1sk', composite: ['userId'] } },
  },
});
