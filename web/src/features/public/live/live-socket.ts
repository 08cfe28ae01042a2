import { LIVE_TOPICS_PER_MESSAGE, type LiveUpdate } from '@pitchside/shared';
import { readLiveMessage } from './live-message';
import { createTimerSlot } from './timer-slot';
import { createTopicFollowers } from './topic-followers';

/**
 * One WebSocket for every public page: pages `follow` the topics they show (reference-counted), the socket
 * subscribes to each new topic once, and every update goes to `onUpdate`. When the socket cannot connect
 * or drops, the status says 'offline' (pages poll their reads instead) and the socket is retried with a
 * growing delay; after a reconnect `onResync` runs, since updates may have been missed meanwhile.
 *
 * The server only knows `subscribe` (at most 20 topics a message, added to what the connection follows),
 * so a topic nobody follows any more stays subscribed until the socket closes: harmless, its updates only
 * refresh cached reads. Without followers for a while the socket is closed.
 */
export type LiveStatus = 'connecting' | 'live' | 'offline';

/** Retry delays after a failed connection or a drop, then the last one again (plus up to 20 % jitter). */
export const RECONNECT_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000] as const;
/** API Gateway drops a connection idle for 10 minutes: re-subscribing is the keep-alive. */
export const KEEPALIVE_MS = 5 * 60_000;
/** With no topic followed this long (the visitor left the public pages), the socket is closed. */
export const IDLE_CLOSE_MS = 30_000;

/** The part of the browser's WebSocket the live socket uses (a fake in unit tests). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
}

export interface LiveSocketOptions {
  url: string;
  onUpdate: (update: LiveUpdate) => void;
  /** After a reconnect (not the first connection): refetch what may have changed meanwhile. */
  onResync?: () => void;
  createSocket?: (url: string) => SocketLike;
  random?: () => number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface LiveSocket {
  /** Follow topics until the returned function is called. */
  follow(topics: readonly string[]): () => void;
  status(): LiveStatus;
  onStatus(listener: () => void): () => void;
  /** Try now instead of waiting for the next retry (back online, tab visible again). */
  retryNow(): void;
  /**
   * The device says its network is gone (the browser's `offline` event): drop the socket now and retry as
   * after any drop. Left open, a socket waits minutes for TCP to notice, and the page shows old data as live.
   */
  dropNow(): void;
  close(): void;
}

const OPEN = 1;

/** `/ws` on https://pitchside.example → wss://pitchside.example/ws; absolute ws(s) URLs as they are. */
export function resolveSocketUrl(wsUrl: string, base: string): string {
  const url = new URL(wsUrl, base);
  if (url.protocol === 'http:') url.protocol = 'ws:';
  if (url.protocol === 'https:') url.protocol = 'wss:';
  return url.href;
}

export function createLiveSocket(options: LiveSocketOptions): LiveSocket {
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
  const random = options.random ?? Math.random;
  const setTimer = options.setTimer ?? ((callback: () => void, ms: number) => setTimeout(callback, ms));
  const clearTimer = options.clearTimer ?? ((timer: unknown) => clearTimeout(timer as ReturnType<typeof setTimeout>));

  const wanted = createTopicFollowers();
  let subscribed = new Set<string>();
  let socket: SocketLike | undefined;
  let status: LiveStatus = 'offline';
  let pendingAcks = 0;
  let attempt = 0;
  let everConnected = false;
  const retryTimer = createTimerSlot(setTimer, clearTimer);
  const keepaliveTimer = createTimerSlot(setTimer, clearTimer);
  const idleTimer = createTimerSlot(setTimer, clearTimer);
  const listeners = new Set<() => void>();

  const setStatus = (next: LiveStatus) => {
    if (next === status) return;
    status = next;
    for (const listener of listeners) listener();
  };

  const send = (topics: string[]) => {
    if (!socket || socket.readyState !== OPEN || topics.length === 0) return;
    for (let index = 0; index < topics.length; index += LIVE_TOPICS_PER_MESSAGE) {
      const chunk = topics.slice(index, index + LIVE_TOPICS_PER_MESSAGE);
      socket.send(JSON.stringify({ action: 'subscribe', topics: chunk }));
      pendingAcks += 1;
      for (const topic of chunk) subscribed.add(topic);
    }
    setStatus('connecting');
  };

  const subscribeNew = () => send(wanted.topics().filter((topic) => !subscribed.has(topic)));

  const keepalive = () => {
    keepaliveTimer.set(() => {
      // Re-subscribing refreshes the server's record of the connection and keeps the socket from idling out.
      const topics = wanted.topics();
      subscribed = new Set();
      if (topics.length > 0) send(topics);
      keepalive();
    }, KEEPALIVE_MS);
  };

  const scheduleRetry = () => {
    const base = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)] ?? 30_000;
    attempt += 1;
    retryTimer.set(connect, Math.round(base * (1 + 0.2 * random())));
  };

  function connect(): void {
    if (socket || wanted.size() === 0) return;
    let current: SocketLike;
    try {
      current = createSocket(options.url);
    } catch {
      setStatus('offline');
      scheduleRetry();
      return;
    }
    socket = current;
    subscribed = new Set();
    pendingAcks = 0;
    setStatus('connecting');
    current.onopen = () => {
      if (socket !== current) return;
      attempt = 0;
      const resync = everConnected;
      everConnected = true;
      subscribeNew();
      keepalive();
      if (resync) options.onResync?.();
    };
    current.onmessage = (event) => {
      if (socket !== current) return;
      const message = readLiveMessage(event.data);
      if (message?.kind === 'ack') {
        pendingAcks = Math.max(0, pendingAcks - 1);
        if (pendingAcks === 0) setStatus('live');
      } else if (message?.kind === 'update') options.onUpdate(message.update);
    };
    current.onerror = () => {
      // A close always follows an error; the retry is scheduled there.
    };
    current.onclose = () => {
      if (socket !== current) return;
      dropped();
    };
  }

  /** After the socket closed (or was dropped): offline, and tried again later while a page follows topics. */
  function dropped(): void {
    socket = undefined;
    subscribed = new Set();
    keepaliveTimer.clear();
    setStatus('offline');
    if (wanted.size() > 0) scheduleRetry();
  }

  const disconnect = () => {
    retryTimer.clear();
    keepaliveTimer.clear();
    const current = socket;
    socket = undefined;
    subscribed = new Set();
    if (current) {
      current.onclose = null;
      current.onmessage = null;
      current.close();
    }
    setStatus('offline');
  };

  return {
    follow(topics) {
      const unique = [...new Set(topics)];
      wanted.add(unique);
      idleTimer.clear();
      if (socket) subscribeNew();
      else if (!retryTimer.pending()) connect();
      let done = false;
      return () => {
        if (done) return;
        done = true;
        wanted.remove(unique);
        if (wanted.size() > 0) return;
        idleTimer.set(() => {
          // A page that followed meanwhile keeps the socket.
          if (wanted.size() === 0) disconnect();
        }, IDLE_CLOSE_MS);
      };
    },
    status: () => status,
    onStatus(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    retryNow() {
      if (socket || wanted.size() === 0) return;
      retryTimer.clear();
      attempt = 0;
      connect();
    },
    dropNow() {
      const current = socket;
      if (!current) return;
      current.onclose = null;
      current.onmessage = null;
      current.close();
      dropped();
    },
    close: disconnect,
  };
}
