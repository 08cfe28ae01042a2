import { Entity } from 'electrodb';
import { ENTITY_SERVICE } from '../entity-service';

/**
 * A Stripe Checkout Session we created, so a webhook can be tied to what it pays for (or be unknown):
 * creating a tournament (`kind` absent) or a team's entry fee (`kind: 'entry'`, the team and the amount).
 */
export const checkoutSessionEntity = new Entity({
  model: { entity: 'checkoutSession', version: '1', service: ENTITY_SERVICE },
  attributes: {
    sessionId: { type: 'string', required: true },
    tournamentId: { type: 'string', required: true },
    orgId: { type: 'string', required: true },
    uid: { type: 'string', required: true },
    createdAt: { type: 'string', required: true },
    kind: { type: ['tournament', 'entry'] as const },
    teamKey: { type: 'string' },
    amount: { type: 'number' },
  },
  indexes: {
    bySession: { pk: { field: 'pk', composite: ['sessionId'] }, sk: { field: 'sk', composite: [] } },
  },
});

/** A Stripe event already handled: a duplicate or replayed delivery changes nothing. Kept 30 days (TTL). */
export const stripeEventEntity = new Entity({
  model: { entity: 'stripeEvent', version: '1', service: ENTITY_SERVICE },
  attributes: {
    eventId: { type: 'string', required: true },
    type: { type: 'string', required: true },
    receivedAt: { type: 'string', required: true },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byEvent: { pk: { field: 'pk', composite: ['eventId'] }, sk: { field: 'sk', composite: [] } },
  },
});
