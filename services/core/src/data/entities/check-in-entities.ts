import { Entity } from 'electrodb';
import { ENTITY_SERVICE } from '../entity-service';

/**
 * A tournament's check-in settings (shared/check-in): the divisions' age rules and the squad freeze, JSON
 * parsed again on read. Absent until the organizer sets them: no age rule, never frozen.
 */
export const checkInSettingsEntity = new Entity({
  model: { entity: 'checkInSettings', version: '1', service: ENTITY_SERVICE },
  attributes: {
    tournamentId: { type: 'string', required: true },
    settings: { type: 'string', required: true },
    updatedAt: { type: 'string', required: true },
    updatedBy: { type: 'string', required: true },
  },
  indexes: {
    byTournament: { pk: { field: 'pk', composite: ['tournamentId'] }, sk: { field: 'sk', composite: [] } },
  },
});

/**
 * The tournament's pass-signing key pair (Ed25519), made on first use with a create-if-absent write so two
 * first readers end up with one key. The private half never leaves the matches service; it is deleted with
 * the tournament, which voids every pass printed for it.
 */
export const passKeyEntity = new Entity({
  model: { entity: 'passKey', version: '1', service: ENTITY_SERVICE },
  attributes: {
    tournamentId: { type: 'string', required: true },
    /** Raw 32-byte public key, base64url: what the desk verifies with. */
    publicKey: { type: 'string', required: true },
    /** PKCS#8 DER, base64url. */
    privateKey: { type: 'string', required: true },
    createdAt: { type: 'string', required: true },
  },
  indexes: {
    byTournament: { pk: { field: 'pk', composite: ['tournamentId'] }, sk: { field: 'sk', composite: [] } },
  },
});

/**
 * The desk's latest mark for a team (`playerId` '-') or one player. Written only when newer than the stored
 * one (by the tap's time), so an offline phone syncing late never undoes a later mark.
 */
export const checkInMarkEntity = new Entity({
  model: { entity: 'checkInMark', version: '1', service: ENTITY_SERVICE },
  attributes: {
    tournamentId: { type: 'string', required: true },
    teamKey: { type: 'string', required: true },
    playerId: { type: 'string', required: true },
    present: { type: 'boolean', required: true },
    at: { type: 'string', required: true },
    markId: { type: 'string', required: true },
    by: { type: 'string', required: true },
  },
  indexes: {
    byTournament: { pk: { field: 'pk', composite: ['tournamentId'] }, sk: { field: 'sk', composite: ['teamKey', 'playerId'] } },
  },
});
