import { Entity } from 'electrodb';
import { ENTITY_SERVICE } from '../entity-service';

const tally = { type: 'map', properties: { added: { type: 'number' }, skipped: { type: 'number' } } } as const;

/**
 * One spreadsheet import of a tournament's schedule and teams. `step` holds the spec's progress words
 * (IMPORT_PROGRESS_STEPS) and `stepIndex` its position; `report` lists each skipped or refused row.
 */
export const importJobEntity = new Entity({
  model: { entity: 'importJob', version: '1', service: ENTITY_SERVICE },
  attributes: {
    importId: { type: 'string', required: true },
    tournamentId: { type: 'string', required: true },
    orgId: { type: 'string', required: true },
    uploaderUid: { type: 'string', required: true },
    objectKey: { type: 'string', required: true },
    fileName: { type: 'string', required: true },
    status: { type: ['queued', 'running', 'completed', 'failed'] as const, required: true, default: 'queued' },
    step: { type: 'string' },
    stepIndex: { type: 'number' },
    counts: {
      type: 'map',
      properties: { divisions: tally, ageGroups: tally, brackets: tally, teams: tally, matches: tally, players: tally },
    },
    report: {
      type: 'list',
      items: { type: 'map', properties: { sheet: { type: 'string' }, row: { type: 'number' }, reason: { type: 'string' } } },
    },
    /** `report`'s lines as messages (catalog/imports ids with values, and a column), line for line; null where a line has none. */
    reportMessages: { type: 'any' },
    error: { type: 'string' },
    /** `error` as a message (id, values and its sheet, row and column). */
    errorMessage: { type: 'any' },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString() },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['importId'] }, sk: { field: 'sk', composite: [] } },
    byTournament: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['tournamentId'] }, sk: { field: 'gsi1sk', composite: ['createdAt'] } },
  },
});
