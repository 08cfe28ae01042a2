import { recordMatchEvents } from '../api/record-match-events';
import { browserStorage, consoleKey, parseConsoleKey, readConsole, storedConsoles } from './console-storage';
import { createMatchSync, type MatchSync } from './match-sync';

/**
 * One queue per match for the whole page life, not per screen: a referee who leaves the console with taps
 * still waiting keeps sending them from the list (or any page), and a queue left by an earlier visit is
 * picked up again as soon as the matches screen opens.
 */
const syncs = new Map<string, MatchSync>();
let started = false;

function start(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  const setOnline = (online: boolean) => () => {
    for (const sync of syncs.values()) sync.setOnline(online);
  };
  window.addEventListener('online', setOnline(true));
  window.addEventListener('offline', setOnline(false));
  // Back on the screen (phone unlocked, tab shown): try at once.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible') return;
    for (const sync of syncs.values()) if (sync.getSnapshot().pending.length > 0) void sync.flush();
  });
  window.addEventListener('storage', (event) => {
    const ids = event.key ? parseConsoleKey(event.key) : undefined;
    if (ids) syncs.get(JSON.stringify([ids.tournamentId, ids.matchId]))?.reload();
  });
  window.setInterval(() => {
    for (const sync of syncs.values()) sync.tick();
  }, 1_000);
}

export function matchSyncFor(tournamentId: string, matchId: string): MatchSync {
  start();
  const id = JSON.stringify([tournamentId, matchId]);
  let sync = syncs.get(id);
  if (!sync) {
    sync = createMatchSync(tournamentId, matchId, {
      storage: browserStorage(),
      send: (events) => recordMatchEvents(tournamentId, matchId, events),
      now: () => Date.now(),
      online: () => navigator.onLine,
    });
    syncs.set(id, sync);
  }
  return sync;
}

/** Starts sending every queue this phone still holds (a console closed before it was all saved). */
export function resumeStoredQueues(): MatchSync[] {
  const resumed = storedConsoles(browserStorage()).map(({ tournamentId, matchId }) => matchSyncFor(tournamentId, matchId));
  for (const sync of resumed) void sync.flush();
  return resumed;
}

/** The last match a console stored for this match, for a console opened without a connection. */
export function storedMatch(tournamentId: string, matchId: string) {
  const sync = syncs.get(JSON.stringify([tournamentId, matchId]));
  return sync ? sync.getSnapshot().base : readConsole(browserStorage(), consoleKey(tournamentId, matchId)).base;
}
