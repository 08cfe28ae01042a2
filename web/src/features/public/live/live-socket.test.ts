import { describe, expect, it } from '@jest/globals';
import { createLiveSocket, KEEPALIVE_MS, resolveSocketUrl, type SocketLike } from './live-socket';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  closed = false;
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closed = true;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({});
  }
}

function harness() {
  const sockets: FakeSocket[] = [];
  const timers: { callback: () => void; ms: number; cleared: boolean }[] = [];
  const updates: unknown[] = [];
  let resyncs = 0;
  const live = createLiveSocket({
    url: 'ws://test/ws',
    onUpdate: (update) => updates.push(update),
    onResync: () => (resyncs += 1),
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    random: () => 0,
    setTimer: (callback, ms) => {
      const timer = { callback, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      (timer as { cleared: boolean }).cleared = true;
    },
  });
  const fire = (ms: number) => {
    const timer = timers.find((candidate) => !candidate.cleared && candidate.ms === ms);
    if (!timer)
      throw new Error(
        `no timer of ${ms} ms (have ${timers
          .filter((t) => !t.cleared)
          .map((t) => t.ms)
          .join(', ')})`,
      );
    timer.cleared = true;
    timer.callback();
  };
  return { live, sockets, timers, updates, fire, resyncs: () => resyncs };
}

describe('resolveSocketUrl', () => {
  it('turns a relative wsUrl into a ws(s) URL on the page origin', () => {
    expect(resolveSocketUrl('/ws', 'https://pitchside.example/t/1')).toBe('wss://pitchside.example/ws');
    expect(resolveSocketUrl('/ws', 'http://localhost:5173/')).toBe('ws://localhost:5173/ws');
    expect(resolveSocketUrl('wss://live.example/prod', 'https://pitchside.example/')).toBe('wss://live.example/prod');
  });
});

describe('the live socket', () => {
  it('connects on the first follow, subscribes in messages of at most 20 topics, and is live once every subscribe is answered', () => {
    const { live, sockets } = harness();
    expect(live.status()).toBe('offline');
    const topics = Array.from({ length: 25 }, (_, index) => `division:t:${index}`);
    live.follow(topics);
    expect(live.status()).toBe('connecting');
    const socket = sockets[0] as FakeSocket;
    socket.open();
    expect(socket.sent).toEqual([
      { action: 'subscribe', topics: topics.slice(0, 20) },
      { action: 'subscribe', topics: topics.slice(20) },
    ]);
    socket.receive({ subscribed: topics.slice(0, 20) });
    expect(live.status()).toBe('connecting');
    socket.receive({ subscribed: topics.slice(20) });
    expect(live.status()).toBe('live');
  });

  it('subscribes only to topics it does not follow yet, and passes updates on', () => {
    const { live, sockets, updates } = harness();
    live.follow(['tournament:t', 'division:t:A']);
    const socket = sockets[0] as FakeSocket;
    socket.open();
    socket.receive({ subscribed: [] });
    live.follow(['division:t:A', 'match:t:m1']);
    expect(socket.sent.at(-1)).toEqual({ action: 'subscribe', topics: ['match:t:m1'] });
    const update = { kind: 'digest', topic: 'tournament:t', tournamentId: 't', changedMatchIds: ['m1'] };
    socket.receive(update);
    socket.receive({ something: 'else' });
    expect(updates).toEqual([update]);
  });

  it('goes offline when the socket drops, retries with a growing delay, and resyncs after reconnecting', () => {
    const { live, sockets, fire, resyncs, timers } = harness();
    live.follow(['tournament:t']);
    (sockets[0] as FakeSocket).open();
    (sockets[0] as FakeSocket).receive({ subscribed: ['tournament:t'] });
    (sockets[0] as FakeSocket).drop();
    expect(live.status()).toBe('offline');
    fire(1_000);
    (sockets[1] as FakeSocket).drop();
    fire(2_000);
    (sockets[2] as FakeSocket).drop();
    fire(4_000);
    const socket = sockets[3] as FakeSocket;
    socket.open();
    expect(socket.sent).toEqual([{ action: 'subscribe', topics: ['tournament:t'] }]);
    socket.receive({ subscribed: ['tournament:t'] });
    expect(live.status()).toBe('live');
    expect(resyncs()).toBe(1);
    // The next drop starts again from the shortest delay.
    socket.drop();
    expect(timers.filter((timer) => !timer.cleared).map((timer) => timer.ms)).toContain(1_000);
  });

  it('drops at once when the device goes offline, ignores the old socket, and resyncs after coming back', () => {
    const { live, sockets, updates, resyncs } = harness();
    live.follow(['tournament:t']);
    const first = sockets[0] as FakeSocket;
    first.open();
    first.receive({ subscribed: ['tournament:t'] });
    live.dropNow();
    expect(first.closed).toBe(true);
    expect(live.status()).toBe('offline');
    // A late frame of the dropped socket is not shown as live.
    first.receive({ kind: 'digest', topic: 'tournament:t', tournamentId: 't', changedMatchIds: ['m'] });
    expect(updates).toEqual([]);
    live.retryNow();
    (sockets[1] as FakeSocket).open();
    (sockets[1] as FakeSocket).receive({ subscribed: ['tournament:t'] });
    expect(live.status()).toBe('live');
    expect(resyncs()).toBe(1);
  });

  it('re-subscribes every few minutes as a keep-alive', () => {
    const { live, sockets, fire } = harness();
    live.follow(['match:t:m']);
    const socket = sockets[0] as FakeSocket;
    socket.open();
    fire(KEEPALIVE_MS);
    expect(socket.sent).toHaveLength(2);
    expect(socket.sent[1]).toEqual({ action: 'subscribe', topics: ['match:t:m'] });
  });

  it('closes the socket when nothing has been followed for a while', () => {
    const { live, sockets, fire } = harness();
    const stop = live.follow(['match:t:m']);
    (sockets[0] as FakeSocket).open();
    stop();
    fire(30_000);
    expect((sockets[0] as FakeSocket).closed).toBe(true);
    expect(live.status()).toBe('offline');
  });
});
