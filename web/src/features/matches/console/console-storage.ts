import type { MatchEvent, MatchView } from '@pitchside/shared';

/** The part of the Web Storage API the console uses (localStorage in the app, a Map in unit tests). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  readonly length: number;
  key(index: number): string | null;
}

/**
 * What a console keeps on the phone for one match until the server has answered every tap: the events
 * not yet answered, in the order they were made, and the last match the server sent (so a console opened
 * again without a connection still shows the match).
 */
export interface StoredConsole {
  events: MatchEvent[];
  base: MatchView | null;
}

/** The phone's localStorage, or null where there is none (a private window, storage switched off). */
export function browserStorage(): KeyValueStorage | null {
  try {
    const storage = window.localStorage;
    const probe = 'pitchside.storage-probe';
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}

const PREFIX = 'pitchside.match-console.v1:';

export const consoleKey = (tournamentId: string, matchId: string) => `${PREFIX}${JSON.stringify([tournamentId, matchId])}`;

export function parseConsoleKey(key: string): { tournamentId: string; matchId: string } | undefined {
  if (!key.startsWith(PREFIX)) return undefined;
  try {
    const parsed: unknown = JSON.parse(key.slice(PREFIX.length));
    if (Array.isArray(parsed) && parsed.length === 2 && typeof parsed[0] === 'string' && typeof parsed[1] === 'string') {
      return { tournamentId: parsed[0], matchId: parsed[1] };
    }
  } catch {
    // Not one of ours.
  }
  return undefined;
}

function isEvent(value: unknown): value is MatchEvent {
  return typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string' && typeof (value as { type?: unknown }).type === 'string';
}

/** Never throws: unreadable or foreign data reads as an empty console (and is left in place, not wiped). */
export function readConsole(storage: KeyValueStorage | null, key: string): StoredConsole {
  if (!storage) return { events: [], base: null };
  try {
    const raw = storage.getItem(key);
    if (!raw) return { events: [], base: null };
    const parsed = JSON.parse(raw) as { events?: unknown; base?: unknown };
    const events = Array.isArray(parsed.events) ? parsed.events.filter(isEvent) : [];
    const base = typeof parsed.base === 'object' && parsed.base !== null ? (parsed.base as MatchView) : null;
    return { events, base };
  } catch {
    return { events: [], base: null };
  }
}

/** False when the phone refused to store it (full, or a private window without storage). */
export function writeConsole(storage: KeyValueStorage | null, key: string, value: StoredConsole): boolean {
  if (!storage) return false;
  try {
    // Nothing waiting: nothing to keep (the server has it all).
    if (value.events.length === 0) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/** Every match with events still waiting on this phone (an earlier visit, another tab). */
export function storedConsoles(storage: KeyValueStorage | null): { tournamentId: string; matchId: string }[] {
  if (!storage) return [];
  const found: { tournamentId: string; matchId: string }[] = [];
  try {
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      const ids = key ? parseConsoleKey(key) : undefined;
      if (ids && key && readConsole(storage, key).events.length > 0) found.push(ids);
    }
  } catch {
    return found;
  }
  return found;
}
