import { Entity } from 'electrodb';
import { ENTITY_SERVICE } from '../entity-service';

/**
 * A display link of a tournament (issue 35): an unattended screen's settings. Only the token's hash is
 * stored (like an invite's), so a leaked table opens no screen; the display finds its link by that hash.
 */
export const displayLinkEntity = new Entity({
  model: { entity: 'displayLink', version: '1', service: ENTITY_SERVICE },
  attributes: {
    tournamentId: { type: 'string', required: true },
    linkId: { type: 'string', required: true },
    tokenHash: { type: 'string', required: true },
    name: { type: 'string', required: true },
    divisions: { type: 'list', items: { type: 'string' }, required: true },
    rotationSeconds: { type: 'number', required: true },
    locale: { type: 'string', required: true },
    theme: { type: 'string', required: true },
    createdAt: { type: 'string', required: true },
    revokedAt: { type: 'string' },
  },
  indexes: {
    byTournament: { pk: { field: 'pk', composite: ['tournamentId'] }, sk: { field: 'sk', composite: ['linkId'] } },
    byToken: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['tokenHash'] }, sk: { field: 'gsi1sk', composite: [] } },
  },
});
