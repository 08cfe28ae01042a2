import { Entity } from 'electrodb';
import { ENTITY_SERVICE } from '../entity-service';

/**
 * The organizer's decision on one suspension (served, extend, overturn) with its reason: written once and
 * never changed, so the tournament's decisions are their own audit trail (who, when, what, why).
 */
export const disciplineDecisionEntity = new Entity({
  model: { entity: 'disciplineDecision', version: '1', service: ENTITY_SERVICE },
  attributes: {
    tournamentId: { type: 'string', required: true },
    decisionId: { type: 'string', required: true },
    suspensionId: { type: 'string', required: true },
    action: { type: ['served', 'extend', 'overturn'] as const, required: true },
    matches: { type: 'number' },
    reason: { type: 'string', required: true },
    decidedAt: { type: 'string', required: true },
    decidedBy: { type: 'string', required: true },
    decidedByName: { type: 'string', required: true },
  },
  indexes: {
    byTournament: { pk: { field: 'pk', composite: ['tournamentId'] }, sk: { field: 'sk', composite: ['decisionId'] } },
  },
});
