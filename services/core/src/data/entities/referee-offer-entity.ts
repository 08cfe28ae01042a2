import { OFFER_STATES, OFFICIAL_ROLES } from '@pitchside/shared';
import { Entity } from 'electrodb';
import { ENTITY_SERVICE } from '../entity-service';

/**
 * An offer of one role of a match to one referee (issue 34, decision 0059), in the tournament's partition.
 * The match's fixture fields are copied in (what the referee's list and the e-mails show). gsi1 lists a
 * referee's offers by match date; gsi4 is sparse on `openUntil` (the deadline while the offer is
 * unanswered, '' after): the expiry sweep's read, never a scan. `version` is the lock every answer is
 * conditioned on.
 */
export const refereeOfferEntity = new Entity({
  model: { entity: 'refereeOffer', version: '1', service: ENTITY_SERVICE },
  attributes: {
    tournamentId: { type: 'string', required: true },
    offerId: { type: 'string', required: true },
    orgId: { type: 'string', required: true },
    matchId: { type: 'string', required: true },
    role: { type: OFFICIAL_ROLES, required: true },
    /** Which of the match's roles it holds: 'centre', 'assistant1', 'assistant2'. */
    slot: { type: 'string', required: true },
    refereeUid: { type: 'string', required: true },
    refereeName: { type: 'string', required: true },
    state: { type: OFFER_STATES, required: true },
    expiresAt: { type: 'string', required: true },
    openUntil: { type: 'string', required: true, default: '' },
    createdAt: { type: 'string', required: true },
    createdBy: { type: 'string', required: true },
    answeredAt: { type: 'string' },
    releaseReason: { type: 'string' },
    matchDate: { type: 'string', required: true },
    matchTime: { type: 'string', required: true },
    field: { type: 'string', required: true },
    homeTeam: { type: 'string', required: true },
    awayTeam: { type: 'string', required: true },
    age: { type: 'string', required: true },
    version: { type: 'number', required: true, default: 1 },
  },
  indexes: {
    byTournament: { pk: { field: 'pk', composite: ['tournamentId'] }, sk: { field: 'sk', composite: ['offerId'] } },
    byReferee: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['refereeUid'] }, sk: { field: 'gsi1sk', composite: ['matchDate', 'offerId'] } },
    byOpen: {
      index: 'gsi4',
      condition: (attr) => Boolean(attr.openUntil),
      pk: { field: 'gsi4pk', composite: [] },
      sk: { field: 'gsi4sk', composite: ['openUntil', 'tournamentId', 'offerId'] },
    },
  },
});
