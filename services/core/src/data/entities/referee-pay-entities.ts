import { Entity } from 'electrodb';
import { ENTITY_SERVICE } from '../entity-service';

/**
 * A tournament's referee rate card (docs/decisions/0062): fees per age and role and travel allowances per
 * venue, as JSON, in `currency`'s minor units. `locked` is set in the same transaction that marks the first
 * statement paid; a rate change is written only where it is not, so a paid statement's rates never move.
 */
export const refereePayRatesEntity = new Entity({
  model: { entity: 'refereePayRates', version: '1', service: ENTITY_SERVICE },
  attributes: {
    tournamentId: { type: 'string', required: true },
    currency: { type: 'string' },
    rates: { type: 'string' },
    travel: { type: 'string' },
    locked: { type: 'boolean' },
    updatedAt: { type: 'string' },
    updatedBy: { type: 'string' },
  },
  indexes: {
    byTournament: { pk: { field: 'pk', composite: ['tournamentId'] }, sk: { field: 'sk', composite: [] } },
  },
});

/** A referee's statement marked paid: the total and currency paid, who marked it and when. Written once, never changed (the audit). */
export const refereePaymentEntity = new Entity({
  model: { entity: 'refereePayment', version: '1', service: ENTITY_SERVICE },
  attributes: {
    tournamentId: { type: 'string', required: true },
    refereeId: { type: 'string', required: true },
    total: { type: 'number', required: true },
    currency: { type: 'string', required: true },
    paidAt: { type: 'string', required: true },
    paidBy: { type: 'string', required: true },
    paidByName: { type: 'string', required: true },
  },
  indexes: {
    byTournament: { pk: { field: 'pk', composite: ['tournamentId'] }, sk: { field: 'sk', composite: ['refereeId'] } },
  },
});
