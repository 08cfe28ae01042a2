import { Entity } from 'electrodb';
import { ENTITY_SERVICE } from '../entity-service';

/**
 * The referee's report of a match (docs/decisions/0061), one per match in the tournament's partition so
 * the disciplinary list reads a tournament's reports in one query. `misconduct` is the JSON of its
 * misconduct reports (each names its red card). `version` counts amendments: each earlier version is a
 * `matchReportRevision`, written in the same transaction as the amendment.
 */
export const matchReportEntity = new Entity({
  model: { entity: 'matchReport', version: '1', service: ENTITY_SERVICE },
  attributes: {
    tournamentId: { type: 'string', required: true },
    matchId: { type: 'string', required: true },
    refereeId: { type: 'string', required: true },
    refereeName: { type: 'string', required: true },
    homeScore: { type: 'number', required: true },
    awayScore: { type: 'number', required: true },
    notes: { type: 'string', required: true },
    misconduct: { type: 'string', required: true },
    filedAt: { type: 'string', required: true },
    amendedAt: { type: 'string' },
    version: { type: 'number', required: true },
  },
  indexes: {
    byTournament: { pk: { field: 'pk', composite: ['tournamentId'] }, sk: { field: 'sk', composite: ['matchId'] } },
  },
});

/** An earlier version of a match report, kept when its referee amended it: who replaced it and when (the audit). */
export const matchReportRevisionEntity = new Entity({
  model: { entity: 'matchReportRevision', version: '1', service: ENTITY_SERVICE },
  attributes: {
    tournamentId: { type: 'string', required: true },
    matchId: { type: 'string', required: true },
    version: { type: 'number', required: true },
    /** The replaced report as it was (JSON of `MatchReport`). */
    report: { type: 'string', required: true },
    replacedAt: { type: 'string', required: true },
    replacedBy: { type: 'string', required: true },
    replacedByName: { type: 'string', required: true },
  },
  indexes: {
    byMatch: { pk: { field: 'pk', composite: ['tournamentId', 'matchId'] }, sk: { field: 'sk', composite: ['version'] } },
  },
});
