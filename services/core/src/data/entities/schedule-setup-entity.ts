import { Entity } from 'electrodb';
import { ENTITY_SERVICE } from '../entity-service';

/**
 * A tournament's scheduling state, one item in the tournament's partition (docs/scheduling.md, "Service"):
 * the venue setup the organizer saved (JSON of `ScheduleSetup`), the lease of a generation or restore
 * that is writing match rows right now (`pendingId`, `pendingSince`; absent when none), and the report of
 * the last finished generation (gzip + base64 JSON of the unplaced matches and the fairness figures:
 * 1,600 unplaced matches with their reasons stay far under DynamoDB's 400 KB item limit; the writer caps
 * the list, keeping the count, if one ever does not).
 */
export const scheduleSetupEntity = new Entity({
  model: { entity: 'scheduleSetup', version: '1', service: ENTITY_SERVICE },
  attributes: {
    tournamentId: { type: 'string', required: true },
    setup: { type: 'string' },
    updatedAt: { type: 'string' },
    updatedBy: { type: 'string' },
    pendingId: { type: 'string' },
    pendingKind: { type: ['generate', 'restore'] as const },
    pendingSince: { type: 'string' },
    /** The writer gave up half way (rows changed under it): anyone may take the lease, the board says so. */
    pendingAbandoned: { type: 'boolean' },
    lastGenerationId: { type: 'string' },
    generatedAt: { type: 'string' },
    report: { type: 'string' },
  },
  indexes: {
    byTournament: { pk: { field: 'pk', composite: ['tournamentId'] }, sk: { field: 'sk', composite: [] } },
  },
});
