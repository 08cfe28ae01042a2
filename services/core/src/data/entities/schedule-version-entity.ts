import { Entity } from 'electrodb';
import { ENTITY_SERVICE } from '../entity-service';

/**
 * A saved version of a tournament's schedule: where every match was (matchId, fixture id, pitch, day,
 * kick-off, lock) when the organizer saved it. `snapshot` is gzip + base64 of a columnar JSON, so a
 * Gothia-size schedule (4,800 matches) is about 140 KB, well under the 400 KB item limit. Lists read
 * the summary attributes only.
 */
export const scheduleVersionEntity = new Entity({
  model: { entity: 'scheduleVersion', version: '1', service: ENTITY_SERVICE },
  attributes: {
    tournamentId: { type: 'string', required: true },
    versionId: { type: 'string', required: true },
    name: { type: 'string', required: true },
    createdAt: { type: 'string', required: true },
    createdBy: { type: 'string', required: true },
    matchCount: { type: 'number', required: true },
    snapshot: { type: 'string', required: true },
  },
  indexes: {
    byTournament: { pk: { field: 'pk', composite: ['tournamentId'] }, sk: { field: 'sk', composite: ['versionId'] } },
  },
});
