import * as z from 'zod';
import type { KeyValueStorage } from './console-storage';

/**
 * The two squads of a match, kept on the phone the first time the console reads them, so that a referee
 * who loses signal at the touchline (or opens the console again without it) still taps the scorer's name
 * instead of typing a jersey number. Apart from the event queue's item because that one is removed as
 * soon as nothing waits; a roster is worth keeping all day.
 */
/** `suspended` and `ageIneligible` ride in the cache too, so the console keeps not offering a suspended player offline. */
const playerSchema = z.object({
  playerId: z.string().min(1),
  name: z.string().min(1),
  jerseyNumber: z.number().int().nonnegative().nullable(),
  suspended: z.boolean().optional(),
  ageIneligible: z.boolean().optional(),
});
export const matchRostersSchema = z.object({ home: z.array(playerSchema), away: z.array(playerSchema) });
export type RosterPlayer = z.infer<typeof playerSchema>;
export type MatchRosters = z.infer<typeof matchRostersSchema>;

export interface CachedRosters {
  rosters: MatchRosters;
  /** When the server sent them (ms since epoch): the console re-reads them when online, never older ones over newer. */
  savedAt: number;
}

const storedSchema = z.object({ rosters: matchRostersSchema, savedAt: z.number() });

const PREFIX = 'pitchside.match-rosters.v1:';

/** A referee's day is a handful of matches; older squads make room (a phone's storage is a few MB shared by everything). */
export const MAX_CACHED_ROSTERS = 20;

export const rosterKey = (tournamentId: string, matchId: string) => `${PREFIX}${JSON.stringify([tournamentId, matchId])}`;

function readKey(storage: KeyValueStorage, key: string): CachedRosters | null {
  try {
    const raw = storage.getItem(key);
    if (!raw) return null;
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Never throws: nothing stored, or anything unreadable, reads as no roster (the sheet then offers a jersey number). */
export function readRosters(storage: KeyValueStorage | null, tournamentId: string, matchId: string): CachedRosters | null {
  return storage ? readKey(storage, rosterKey(tournamentId, matchId)) : null;
}

/**
 * Keeps the squads as the server sent them. A copy already newer than `savedAt` stays (two tabs reading at
 * once); past MAX_CACHED_ROSTERS the oldest copies go. False when the phone refused to store it.
 */
export function writeRosters(storage: KeyValueStorage | null, tournamentId: string, matchId: string, rosters: MatchRosters, savedAt: number): boolean {
  if (!storage) return false;
  const key = rosterKey(tournamentId, matchId);
  try {
    const current = readKey(storage, key);
    if (current && current.savedAt > savedAt) return true;
    storage.setItem(key, JSON.stringify({ rosters, savedAt } satisfies CachedRosters));
    pruneRosters(storage, key);
    return true;
  } catch {
    return false;
  }
}

/** Removes the oldest cached squads beyond the limit (never `keep`, the one just written). */
function pruneRosters(storage: KeyValueStorage, keep: string): void {
  const cached: { key: string; savedAt: number }[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (!key?.startsWith(PREFIX) || key === keep) continue;
    // An unreadable copy sorts first, so it is the first to go.
    cached.push({ key, savedAt: readKey(storage, key)?.savedAt ?? -Infinity });
  }
  const excess = cached.length + 1 - MAX_CACHED_ROSTERS;
  if (excess <= 0) return;
  cached.sort((a, b) => a.savedAt - b.savedAt);
  for (const { key } of cached.slice(0, excess)) storage.removeItem(key);
}
