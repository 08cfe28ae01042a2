import { generateKeyPairSync, sign } from 'node:crypto';
import { DEFAULT_CHECK_IN_SETTINGS, toBase64Url, type CheckInSettings } from '@pitchside/shared';
import type { CheckInRepository, PassSigner, StoredMark } from '../adapters/check-in-store';

/** The same in memory, for use-case tests: the newer mark wins, as the DynamoDB condition makes it. */
export function inMemoryCheckInRepository(): CheckInRepository {
  const settings = new Map<string, CheckInSettings>();
  const marks = new Map<string, Map<string, StoredMark>>();
  return {
    settings: async (tournamentId) => structuredClone(settings.get(tournamentId) ?? DEFAULT_CHECK_IN_SETTINGS),
    saveSettings: async (tournamentId, value) => void settings.set(tournamentId, structuredClone(value)),
    marks: async (tournamentId) => [...(marks.get(tournamentId)?.values() ?? [])].map((mark) => ({ ...mark })),
    putMark: async (tournamentId, mark) => {
      const of = marks.get(tournamentId) ?? new Map<string, StoredMark>();
      marks.set(tournamentId, of);
      const key = `${mark.teamKey}|${mark.playerId ?? ''}`;
      const stored = of.get(key);
      if (stored && stored.at >= mark.at) return false;
      of.set(key, { teamKey: mark.teamKey, playerId: mark.playerId, present: mark.present, at: mark.at });
      return true;
    },
  };
}

/** A real Ed25519 key per tournament, kept in memory. */
export function inMemoryPassSigner(): PassSigner {
  const keys = new Map<string, ReturnType<typeof generateKeyPairSync>>();
  const keyOf = (tournamentId: string) => {
    let pair = keys.get(tournamentId);
    if (!pair) keys.set(tournamentId, (pair = generateKeyPairSync('ed25519')));
    return pair;
  };
  return {
    publicKey: async (tournamentId) => toBase64Url(new Uint8Array(keyOf(tournamentId).publicKey.export({ format: 'der', type: 'spki' }).subarray(-32))),
    sign: async (tournamentId, text) => new Uint8Array(sign(null, Buffer.from(text, 'utf8'), keyOf(tournamentId).privateKey)),
  };
}
