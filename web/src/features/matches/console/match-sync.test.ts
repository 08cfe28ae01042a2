import type { MatchEvent, MatchView, RecordMatchEventsResult } from '@pitchside/shared';
import { describe, expect, it } from '@jest/globals';
import { ApiError } from '../../../lib/api-error';
import { consoleKey, readConsole, storedConsoles } from './console-storage';
import { createMatchSync, isRetryable, type MatchSyncDeps } from './match-sync';
import { event, goal, matchView, MemoryStorage } from './testing';

type Send = MatchSyncDeps['send'];

/** A server that applies everything (or what `answer` says) and counts versions. */
function fakeServer(answer: (event: MatchEvent) => RecordMatchEventsResult['results'][number] = (e) => ({ eventId: e.id, outcome: 'applied' })) {
  const requests: MatchEvent[][] = [];
  let version = 1;
  const send: Send = async (events) => {
    requests.push([...events]);
    version += 1;
    return { match: matchView({ version }), results: events.map(answer) };
  };
  return { requests, send };
}

function setup(send: Send, options: { online?: boolean; storage?: MemoryStorage; now?: () => number } = {}) {
  const storage = options.storage ?? new MemoryStorage();
  let online = options.online ?? true;
  let clock = 0;
  const sync = createMatchSync('t1', 'm1', { storage, send, now: options.now ?? (() => clock), online: () => online });
  return {
    sync,
    storage,
    stored: () => readConsole(storage, consoleKey('t1', 'm1')),
    advance: (ms: number) => {
      clock += ms;
    },
    goOnline: () => {
      online = true;
      sync.setOnline(true);
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the console queue', () => {
  it('stores a tap on the phone before it is sent, and forgets it once applied', async () => {
    let release: () => void = () => undefined;
    const server = fakeServer();
    const { sync, stored } = setup((events) => new Promise((resolve) => (release = () => resolve(server.send(events)))));
    const start = event('start', 0);
    sync.record(start);
    expect(stored().events.map((e) => e.id)).toEqual([start.id]);
    expect(sync.getSnapshot()).toMatchObject({ syncing: true, pending: [start] });
    release();
    await settle();
    await settle();
    expect(sync.getSnapshot()).toMatchObject({ syncing: false, pending: [], failure: null });
    expect(sync.getSnapshot().base?.version).toBe(2);
    expect(stored().events).toEqual([]);
  });

  it('keeps everything while offline and sends it in order once back online', async () => {
    const server = fakeServer();
    const { sync, goOnline, stored } = setup(server.send, { online: false });
    const taps = [event('start', 0), goal(10), goal(20, 'away'), event('pause', 30)];
    for (const tap of taps) sync.record(tap);
    expect(server.requests).toEqual([]);
    expect(sync.getSnapshot().pending).toHaveLength(4);
    expect(stored().events).toHaveLength(4);
    goOnline();
    await settle();
    await settle();
    expect(server.requests).toEqual([taps]);
    expect(sync.getSnapshot().pending).toEqual([]);
  });

  it('survives the page being closed: a new console for the match finds the queue and the last match', async () => {
    const storage = new MemoryStorage();
    const first = setup(fakeServer().send, { online: false, storage });
    first.sync.acceptBase(matchView({ version: 7, homeScore: 2 }));
    first.sync.record(goal(10));
    first.sync.record(event('pause', 20));
    const again = setup(fakeServer().send, { online: false, storage });
    expect(again.sync.getSnapshot().pending.map((e) => e.type)).toEqual(['goal', 'pause']);
    expect(again.sync.getSnapshot().base).toMatchObject({ version: 7, homeScore: 2 });
    expect(storedConsoles(storage)).toEqual([{ tournamentId: 't1', matchId: 'm1' }]);
  });

  it('drops applied, duplicate and rejected events, and hands the refusals to the screen', async () => {
    const missing = event('goal-removed', 5, { goalId: 'nope' });
    const server = fakeServer((e) =>
      e.id === missing.id ? { eventId: e.id, outcome: 'rejected', code: 'goal_not_found', message: 'Goal not found' } : { eventId: e.id, outcome: e.type === 'start' ? 'duplicate' : 'applied' },
    );
    const { sync } = setup(server.send, { online: false });
    sync.record(event('start', 0));
    sync.record(missing);
    sync.record(goal(10));
    await sync.flush();
    expect(sync.getSnapshot().pending).toEqual([]);
    expect(sync.getSnapshot().rejections).toEqual([{ eventId: missing.id, eventType: 'goal-removed', code: 'goal_not_found', message: 'Goal not found' }]);
    sync.dismissRejections([missing.id]);
    expect(sync.getSnapshot().rejections).toEqual([]);
  });

  it('keeps events on a network error or a 5xx and tries again with a growing pause', async () => {
    let failures = 2;
    const server = fakeServer();
    const send: Send = (events) => {
      if (failures > 0) {
        failures -= 1;
        return Promise.reject(failures === 1 ? new TypeError('Failed to fetch') : new ApiError(503, 'unavailable', 'Service Unavailable'));
      }
      return server.send(events);
    };
    const { sync, advance, stored } = setup(send);
    sync.record(event('start', 0));
    await settle();
    expect(sync.getSnapshot()).toMatchObject({ pending: [expect.objectContaining({ type: 'start' })], failure: { retryable: true, message: 'No connection to Pitchside' }, nextRetryAt: 1_000 });
    expect(stored().events).toHaveLength(1);
    sync.tick();
    await settle();
    expect(server.requests).toEqual([]);
    advance(1_000);
    sync.tick();
    await settle();
    expect(sync.getSnapshot()).toMatchObject({ failure: { retryable: true }, nextRetryAt: 3_000 });
    advance(2_000);
    sync.tick();
    await settle();
    await settle();
    expect(sync.getSnapshot()).toMatchObject({ pending: [], failure: null, nextRetryAt: null });
  });

  it('keeps events the server refuses as a whole (not assigned any more) and says why', async () => {
    const { sync, stored } = setup(() => Promise.reject(new ApiError(403, 'forbidden', 'You may not do this')));
    sync.record(event('start', 0));
    await settle();
    expect(sync.getSnapshot()).toMatchObject({ failure: { retryable: false, message: 'You may not do this' }, nextRetryAt: 60_000 });
    expect(stored().events).toHaveLength(1);
  });

  it('sends at most 100 events per request, oldest first', async () => {
    const server = fakeServer();
    const { sync } = setup(server.send, { online: false });
    const taps = [event('start', 0), ...Array.from({ length: 229 }, (_, index) => goal(index + 1))];
    for (const tap of taps) sync.record(tap);
    await sync.flush();
    expect(server.requests.map((request) => request.length)).toEqual([100, 100, 30]);
    expect(server.requests.flat()).toEqual(taps);
  });

  it('sends taps made while a request is on its way right after it', async () => {
    const server = fakeServer();
    const { sync } = setup(server.send);
    sync.record(event('start', 0));
    sync.record(goal(5));
    sync.record(goal(6));
    await sync.flush();
    await settle();
    expect(server.requests.flat().map((e) => e.type)).toEqual(['start', 'goal', 'goal']);
    expect(sync.getSnapshot().pending).toEqual([]);
  });

  it('takes the newest server match as its base and ignores an older read arriving late', () => {
    const { sync } = setup(fakeServer().send);
    sync.acceptBase(matchView({ version: 5, homeScore: 3 }));
    sync.acceptBase(matchView({ version: 4, homeScore: 2 }));
    expect(sync.getSnapshot().base).toMatchObject({ version: 5, homeScore: 3 });
    sync.acceptBase(matchView({ matchId: 'other', version: 9 }) as MatchView);
    expect(sync.getSnapshot().base?.version).toBe(5);
  });

  it('still works when the phone refuses to store (and says so)', async () => {
    const storage = new MemoryStorage();
    storage.failWrites = true;
    const server = fakeServer();
    const { sync } = setup(server.send, { storage, online: false });
    sync.record(event('start', 0));
    expect(sync.getSnapshot()).toMatchObject({ storageFailed: true, pending: [expect.objectContaining({ type: 'start' })] });
    await sync.flush();
    expect(server.requests).toHaveLength(1);
  });

  it('retries what may pass by itself, not what needs a person', () => {
    expect(isRetryable(new TypeError('Failed to fetch'))).toBe(true);
    expect(isRetryable(new ApiError(502, 'bad_gateway', 'Bad gateway'))).toBe(true);
    expect(isRetryable(new ApiError(401, 'unauthorized', 'Sign in'))).toBe(true);
    expect(isRetryable(new ApiError(409, 'match_busy', 'The match is busy: try again'))).toBe(true);
    expect(isRetryable(new ApiError(403, 'forbidden', 'Forbidden'))).toBe(false);
    expect(isRetryable(new ApiError(404, 'not_found', 'Match not found'))).toBe(false);
  });
});
