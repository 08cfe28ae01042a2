import { Entity } from 'electrodb';
import { ENTITY_SERVICE } from '../entity-service';

/** A tenant: the organizer's club or company that runs tournaments and manages its people. */
export const organizationEntity = new Entity({
  model: { entity: 'organization', version: '1', service: ENTITY_SERVICE },
  attributes: {
    orgId: { type: 'string', required: true },
    name: { type: 'string', required: true },
    ownerUid: { type: 'string', required: true },
    /** 'exempt': Pitchside staff waived payment for this organization (demo, partners); 'pay': tournaments are paid. */
    billing: { type: ['pay', 'exempt'] as const, required: true, default: 'pay' },
    /** The organizer's own Stripe account (Connect, issue 32): entry fees are paid to it. */
    stripeAccountId: { type: 'string' },
    /** Stripe says the account can take charges (onboarding finished). */
    stripeAccountReady: { type: 'boolean' },
    createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    byOrg: { pk: { field: 'pk', composite: ['orgId'] }, sk: { field: 'sk', composite: [] } },
  },
});
