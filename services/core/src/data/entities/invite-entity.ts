import { Entity } from 'electrodb';
import { ENTITY_SERVICE } from '../entity-service';

/**
 * An invitation, keyed by e-mail within its organization (spec §3): inviting the same address again
 * replaces the pending one. Only the token's hash is stored; the token itself travels in the e-mail.
 */
export const inviteEntity = new Entity({
  model: { entity: 'invite', version: '1', service: ENTITY_SERVICE },
  attributes: {
    orgId: { type: 'string', required: true },
    email: { type: 'string', required: true },
    inviteId: { type: 'string', required: true },
    role: { type: ['referee', 'coach', 'medic', 'admin', 'tournamentadmin'] as const, required: true },
    tournamentId: { type: 'string' },
    inviter: { type: 'string', required: true },
    inviterName: { type: 'string', required: true },
    tokenHash: { type: 'string', required: true },
    accepted: { type: 'boolean', required: true, default: false },
    declined: { type: 'boolean', required: true, default: false },
    revokedAt: { type: 'string' },
    answeredAt: { type: 'string' },
    createdAt: { type: 'string', required: true },
    expiresAt: { type: 'string', required: true },
  },
  indexes: {
    byOrg: { pk: { field: 'pk', composite: ['orgId'] }, sk: { field: 'sk', composite: ['email'] } },
    byToken: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['tokenHash'] }, sk: { field: 'gsi1sk', composite: [] } },
    byId: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['inviteId'] }, sk: { field: 'gsi2sk', composite: [] } },
  },
});
