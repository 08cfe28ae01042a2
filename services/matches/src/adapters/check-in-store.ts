import { createPrivateKey, generateKeyPairSync, sign } from 'node:crypto';
import { checkInSettingsSchema, DEFAULT_CHECK_IN_SETTINGS, toBase64Url, type CheckInMark, type CheckInSettings } from '@pitchside/shared';
import { conditionalWrite, isConditionFailure, type Database } from '@pitchside/core/data';

export interface StoredMark {
  teamKey: string;
  /** null: the team's own mark. */
  playerId: string | null;
  present: boolean;
  at: string;
}

/** The desk's store: the age rules and freeze, the latest mark per team and player, and the tournament's pass key. */
export interface CheckInRepository {
  settings(tournamentId: string): Promise<CheckInSettings>;
  saveSettings(tournamentId: string, settings: CheckInSettings, by: string, at: string): Promise<void>;
  marks(tournamentId: string): Promise<StoredMark[]>;
  /** False when a mark at least as new is already stored for the same team or player (it stands). */
  putMark(tournamentId: string, mark: CheckInMark, by: string): Promise<boolean>;
}

/** Signs passes with the tournament's own Ed25519 key (made on first use). */
export interface PassSigner {
  publicKey(tournamentId: string): Promise<string>;
  sign(tournamentId: string, payloadText: string): Promise<Uint8Array>;
}

const TEAM_MARK = '-';

export function dynamoCheckInRepository(db: Database): CheckInRepository {
  const { checkInSettings, checkInMark } = db.entities;
  return {
    async settings(tournamentId) {
      const { data } = await checkInSettings.get({ tournamentId }).go();
      const parsed = data ? checkInSettingsSchema.safeParse(JSON.parse(data.settings)) : null;
      return parsed?.success ? parsed.data : DEFAULT_CHECK_IN_SETTINGS;
    },
    async saveSettings(tournamentId, settings, by, at) {
      await checkInSettings.put({ tournamentId, settings: JSON.stringify(settings), updatedAt: at, updatedBy: by }).go();
    },
    async marks(tournamentId) {
      const { data } = await checkInMark.query.byTournament({ tournamentId }).go({ pages: 'all' });
      return data.map(({ teamKey, playerId, present, at }) => ({ teamKey, playerId: playerId === TEAM_MARK ? null : playerId, present, at }));
    },
    async putMark(tournamentId, mark, by) {
      const item = { tournamentId, teamKey: mark.teamKey, playerId: mark.playerId ?? TEAM_MARK, present: mark.present, at: mark.at, markId: mark.markId, by };
      // Newer wins, by the tap's time; the same mark replayed finds its own time stored and changes nothing.
      return conditionalWrite(() =>
        checkInMark
          .put(item)
          .where((attr, op) => `${op.notExists(attr.at)} OR ${op.lt(attr.at, mark.at)}`)
          .go(),
      );
    },
  };
}

export function dynamoPassSigner(db: Database): PassSigner {
  const { passKey } = db.entities;
  const cache = new Map<string, { publicKey: string; privateKey: string }>();
  async function keyOf(tournamentId: string) {
    const cached = cache.get(tournamentId);
    if (cached) return cached;
    const { data } = await passKey.get({ tournamentId }).go();
    let key = data ? { publicKey: data.publicKey, privateKey: data.privateKey } : null;
    if (!key) {
      const pair = generateKeyPairSync('ed25519');
      // The raw public key is the last 32 bytes of its SPKI DER.
      const fresh = {
        publicKey: toBase64Url(new Uint8Array(pair.publicKey.export({ format: 'der', type: 'spki' }).subarray(-32))),
        privateKey: toBase64Url(new Uint8Array(pair.privateKey.export({ format: 'der', type: 'pkcs8' }))),
      };
      try {
        await passKey.create({ tournamentId, ...fresh, createdAt: new Date().toISOString() }).go();
        key = fresh;
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        // Another first reader made it a moment ago: theirs is the tournament's key.
        const again = await passKey.get({ tournamentId }).go();
        if (!again.data) throw error;
        key = { publicKey: again.data.publicKey, privateKey: again.data.privateKey };
      }
    }
    cache.set(tournamentId, key);
    return key;
  }
  return {
    publicKey: async (tournamentId) => (await keyOf(tournamentId)).publicKey,
    async sign(tournamentId, payloadText) {
      const { privateKey } = await keyOf(tournamentId);
      const key = createPrivateKey({ key: Buffer.from(privateKey, 'base64url'), format: 'der', type: 'pkcs8' });
      return new Uint8Array(sign(null, Buffer.from(payloadText, 'utf8'), key));
    },
  };
}
