import { describe, expect, it } from '@jest/globals';
import { createDeferredLiveSocket } from './deferred-live-socket';
import type { LiveSocket, LiveStatus } from './live-socket';

/** A socket that records what it was asked to follow and lets the test set its status. */
function recordingSocket() {
  const followed: string[][] = [];
  const listeners = new Set<() => void>();
  let status: LiveStatus = 'connecting';
  const calls = { closed: 0, retried: 0, dropped: 0 };
  const socket: LiveSocket = {
    follow(topics) {
      const entry = [...topics];
      followed.push(entry);
      return () => void followed.splice(followed.indexOf(entry), 1);
    },
    status: () => status,
    onStatus(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    retryNow: () => void (calls.retried += 1),
    dropNow: () => void (calls.dropped += 1),
    close: () => void (calls.closed += 1),
  };
  const setStatus = (next: LiveStatus) => {
    status = next;
    for (const listener of listeners) listener();
  };
  return { socket, followed, calls, setStatus };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createDeferredLiveSocket', () => {
  it('loads the socket on the first follow only, and follows on it what pages followed meanwhile', async () => {
    const real = recordingSocket();
    const pending = deferred<LiveSocket>();
    let loads = 0;
    const socket = createDeferredLiveSocket(() => {
      loads += 1;
      return pending.promise;
    });
    expect(socket.status()).toBe('offline');
    expect(loads).toBe(0);

    socket.follow(['division#1']);
    const unfollowTeam = socket.follow(['team#1']);
    expect(socket.status()).toBe('connecting');
    expect(loads).toBe(1);
    unfollowTeam(); // the visitor left the team page before the code arrived

    pending.resolve(real.socket);
    await settle();
    expect(real.followed).toEqual([['division#1']]);
    socket.follow(['match#1']);
    expect(real.followed).toEqual([['division#1'], ['match#1']]);
  });

  it('reports the real socket’s status once it is there, and tells the pages when it changes', async () => {
    const real = recordingSocket();
    const socket = createDeferredLiveSocket(() => Promise.resolve(real.socket));
    const seen: LiveStatus[] = [];
    socket.onStatus(() => seen.push(socket.status()));
    socket.follow(['division#1']);
    await settle();
    real.setStatus('live');
    expect(socket.status()).toBe('live');
    expect(seen).toEqual(['connecting', 'connecting', 'live']);
  });

  it('is offline when the code cannot be fetched, and tries again when asked to', async () => {
    const real = recordingSocket();
    const attempts = [deferred<LiveSocket>(), deferred<LiveSocket>()];
    let loads = 0;
    const socket = createDeferredLiveSocket(() => attempts[loads++]!.promise);
    socket.follow(['division#1']);
    attempts[0]!.reject(new Error('Failed to fetch dynamically imported module'));
    await settle();
    expect(socket.status()).toBe('offline');

    socket.retryNow();
    expect(socket.status()).toBe('connecting');
    attempts[1]!.resolve(real.socket);
    await settle();
    expect(real.followed).toEqual([['division#1']]);
  });

  it('closes a socket that arrives after it was closed', async () => {
    const real = recordingSocket();
    const pending = deferred<LiveSocket>();
    const socket = createDeferredLiveSocket(() => pending.promise);
    socket.follow(['division#1']);
    socket.close();
    pending.resolve(real.socket);
    await settle();
    expect(real.calls.closed).toBe(1);
    expect(real.followed).toEqual([]);
  });
});
