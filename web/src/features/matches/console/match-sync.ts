import { MAX_MATCH_EVENTS_PER_REQUEST, type MatchEvent, type MatchView, type RecordMatchEventsResult } from '@pitchside/shared';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { consoleKey, readConsole, writeConsole, type KeyValueStorage } from './console-storage';

/** An event the server refused: its reason's code (shown in the console's language) and English words. */
export interface RejectedEvent {
  eventId: string;
  eventType: string;
  code: string;
  message: string;
}

export interface SyncFailure {
  message: string;
  /** False when trying again as it is cannot help (403, 404, 400): the events stay, the console says so. */
  retryable: boolean;
}

export interface SyncSnapshot {
  /** The server's last word on the match (null until the first read arrives). */
  base: MatchView | null;
  /** Taps not yet answered by the server, oldest first. Kept on the phone until then. */
  pending: readonly MatchEvent[];
  online: boolean;
  syncing: boolean;
  failure: SyncFailure | null;
  /** When the next automatic try is due (epoch ms), after a failure. */
  nextRetryAt: number | null;
  /** Refusals not yet shown to the referee. */
  rejections: readonly RejectedEvent[];
  /** The phone would not store the queue (full, private window): taps live only as long as this page. */
  storageFailed: boolean;
}

export interface MatchSyncDeps {
  storage: KeyValueStorage | null;
  send(events: readonly MatchEvent[]): Promise<RecordMatchEventsResult>;
  now(): number;
  online(): boolean;
  /** At most this many events per request (the API's limit, MAX_MATCH_EVENTS_PER_REQUEST). */
  batchSize?: number;
}

export interface MatchSync {
  readonly tournamentId: string;
  readonly matchId: string;
  getSnapshot(): SyncSnapshot;
  subscribe(listener: () => void): () => void;
  /** A tap: stored on the phone first, then shown (the snapshot changes), then sent when possible. */
  record(event: MatchEvent): void;
  /** A newer server match (a read, or another phone's work); an older version than the one held is ignored. */
  acceptBase(view: MatchView): void;
  /** Sends what is waiting, in order, until nothing is left or a request fails. */
  flush(): Promise<void>;
  /** Called every second or so: tries again when a retry is due. */
  tick(): void;
  setOnline(online: boolean): void;
  /** Another tab of this phone changed the stored queue. */
  reload(): void;
  dismissRejections(eventIds: readonly string[]): void;
}

const BACKOFF_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000];
/** A request refused as it stands is tried again now and then (an assignment may be restored), not hammered. */
const STUCK_RETRY_MS = 60_000;

/** Network failures, 5xx, an expired session, throttling and the match being busy pass; anything else needs a person. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.code === 'invalid_response') return true;
  return error.status >= 500 || [401, 408, 409, 425, 429].includes(error.status);
}

/**
 * One match's console queue. Every tap is an event with its own id, stored on the phone before anything
 * else happens and kept until the server has answered it: applied, duplicate (it had it already) or
 * rejected (shown to the referee). Network errors and 5xx keep the events and try again with backoff; the
 * answer's match becomes the new base, so two phones on one match converge on the server's truth.
 */
export function createMatchSync(tournamentId: string, matchId: string, deps: MatchSyncDeps): MatchSync {
  const key = consoleKey(tournamentId, matchId);
  const batchSize = Math.max(1, Math.min(MAX_MATCH_EVENTS_PER_REQUEST, deps.batchSize ?? MAX_MATCH_EVENTS_PER_REQUEST));
  const stored = readConsole(deps.storage, key);
  const listeners = new Set<() => void>();
  let snapshot: SyncSnapshot = {
    base: stored.base,
    pending: stored.events,
    online: deps.online(),
    syncing: false,
    failure: null,
    nextRetryAt: null,
    rejections: [],
    storageFailed: false,
  };
  let attempt = 0;
  let inFlight: Promise<void> | null = null;
  let again = false;

  const set = (changes: Partial<SyncSnapshot>) => {
    snapshot = { ...snapshot, ...changes };
    for (const listener of listeners) listener();
  };

  const save = (events: readonly MatchEvent[], base: MatchView | null) => {
    const failed = !writeConsole(deps.storage, key, { events: [...events], base });
    set({ pending: events, base, storageFailed: failed });
  };

  const removeAnswered = (ids: ReadonlySet<string>) => {
    // Re-read: another tab may have stored more taps meanwhile.
    const current = deps.storage ? mergeEvents(readConsole(deps.storage, key).events, snapshot.pending) : snapshot.pending;
    return current.filter((event) => !ids.has(event.id));
  };

  const newerBase = (view: MatchView) => !snapshot.base || view.version >= snapshot.base.version;

  const scheduleRetry = (error: unknown) => {
    const retryable = isRetryable(error);
    const delay = retryable ? (BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)] ?? 30_000) : STUCK_RETRY_MS;
    attempt += 1;
    set({ syncing: false, failure: { message: failureMessage(error), retryable }, nextRetryAt: deps.now() + delay });
  };

  const sendAll = async () => {
    do {
      again = false;
      while (snapshot.pending.length > 0) {
        const batch = snapshot.pending.slice(0, batchSize);
        set({ syncing: true });
        let result: RecordMatchEventsResult;
        try {
          result = await deps.send(batch);
        } catch (error) {
          scheduleRetry(error);
          return;
        }
        const sent = new Set(batch.map((event) => event.id));
        const answered = new Set(result.results.filter((outcome) => sent.has(outcome.eventId)).map((outcome) => outcome.eventId));
        const rejected: RejectedEvent[] = [];
        for (const outcome of result.results) {
          if (outcome.outcome !== 'rejected' || !sent.has(outcome.eventId)) continue;
          rejected.push({ eventId: outcome.eventId, eventType: batch.find((event) => event.id === outcome.eventId)?.type ?? 'event', code: outcome.code, message: outcome.message });
        }
        attempt = 0;
        const base = newerBase(result.match) ? result.match : snapshot.base;
        save(removeAnswered(answered), base);
        set({ failure: null, nextRetryAt: null, rejections: [...snapshot.rejections, ...rejected] });
        if (answered.size === 0) {
          // The server answered none of them (it should answer each): try later rather than loop.
          scheduleRetry(new Error('The server did not answer the waiting actions'));
          return;
        }
      }
    } while (again);
    set({ syncing: false });
  };

  const sync: MatchSync = {
    tournamentId,
    matchId,
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    record(event) {
      const current = deps.storage ? mergeEvents(readConsole(deps.storage, key).events, snapshot.pending) : snapshot.pending;
      save([...current.filter((waiting) => waiting.id !== event.id), event], snapshot.base);
      // A tap is worth trying at once, whatever the backoff said.
      set({ nextRetryAt: null });
      attempt = 0;
      if (snapshot.online) void sync.flush();
    },
    acceptBase(view) {
      if (view.tournamentId !== tournamentId || view.matchId !== matchId || !newerBase(view)) return;
      if (view === snapshot.base) return;
      if (snapshot.pending.length > 0) save(snapshot.pending, view);
      else set({ base: view });
    },
    flush() {
      if (inFlight) {
        again = true;
        return inFlight;
      }
      if (snapshot.pending.length === 0) return Promise.resolve();
      inFlight = sendAll().finally(() => {
        inFlight = null;
        if (snapshot.syncing) set({ syncing: false });
      });
      return inFlight;
    },
    tick() {
      if (!snapshot.online || inFlight || snapshot.pending.length === 0) return;
      if (snapshot.nextRetryAt === null || deps.now() >= snapshot.nextRetryAt) void sync.flush();
    },
    setOnline(online) {
      if (online === snapshot.online) return;
      set({ online, ...(online ? { nextRetryAt: null } : {}) });
      if (online) {
        attempt = 0;
        void sync.flush();
      }
    },
    reload() {
      const fresh = readConsole(deps.storage, key);
      const base = fresh.base && newerBase(fresh.base) ? fresh.base : snapshot.base;
      set({ pending: fresh.events, base });
    },
    dismissRejections(eventIds) {
      const gone = new Set(eventIds);
      set({ rejections: snapshot.rejections.filter((rejection) => !gone.has(rejection.eventId)) });
    },
  };
  return sync;
}

/** The stored queue first (it is the truth), then anything held here that it lacks, without repeats. */
function mergeEvents(stored: readonly MatchEvent[], held: readonly MatchEvent[]): MatchEvent[] {
  const ids = new Set(stored.map((event) => event.id));
  return [...stored, ...held.filter((event) => !ids.has(event.id))];
}

function failureMessage(error: unknown): string {
  if (error instanceof ApiError) return errorMessage(error);
  return 'No connection to Pitchside';
}
