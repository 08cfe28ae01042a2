import type { LiveSocket, LiveStatus } from './live-socket';

/**
 * A live socket whose code arrives later: `load` is called on the first `follow` (a page's effect, so
 * after its first render), and what was followed meanwhile is followed on the real socket once it is
 * there. Until then the status is 'connecting' while something is followed (pages poll, as they do while
 * a socket connects), else 'offline'. A failed load (the chunk unreachable, the visitor offline) leaves
 * the status 'offline' and is tried again on `retryNow` or the next `follow`.
 */
export function createDeferredLiveSocket(load: () => Promise<LiveSocket>): LiveSocket {
  let real: LiveSocket | undefined;
  let loading: Promise<void> | undefined;
  let failed = false;
  let closed = false;
  /** Follows made before the real socket: their topics, and the real unfollow once it exists. */
  const waiting = new Set<{ topics: readonly string[]; unfollow?: () => void }>();
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };

  const start = () => {
    if (real || loading || closed) return;
    failed = false;
    loading = load().then(
      (socket) => {
        loading = undefined;
        if (closed) return socket.close();
        real = socket;
        socket.onStatus(notify);
        for (const entry of waiting) entry.unfollow = socket.follow(entry.topics);
        notify();
      },
      () => {
        loading = undefined;
        failed = true;
        notify();
      },
    );
    notify();
  };

  return {
    follow(topics) {
      if (real) return real.follow(topics);
      const entry: { topics: readonly string[]; unfollow?: () => void } = { topics };
      waiting.add(entry);
      start();
      return () => {
        waiting.delete(entry);
        entry.unfollow?.();
        entry.unfollow = undefined;
      };
    },
    status: (): LiveStatus => real?.status() ?? (waiting.size > 0 && !failed ? 'connecting' : 'offline'),
    onStatus(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dropNow() {
      real?.dropNow();
    },
    retryNow() {
      if (real) real.retryNow();
      else if (waiting.size > 0) start();
    },
    close() {
      closed = true;
      real?.close();
    },
  };
}
