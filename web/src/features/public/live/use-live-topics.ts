import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { POLL_INTERVAL_MS } from '../api/public-keys';
import { createDeferredLiveSocket } from './deferred-live-socket';
import type { LiveSocket, LiveStatus } from './live-socket';

let shared: { socket: LiveSocket; queryClient: QueryClient } | undefined;

/**
 * The app's one live socket, made on first use. Its code (the socket, how updates reach the cache) is
 * fetched when a page first follows a topic, after the page has rendered its reads: a public page's first
 * load does not wait for it (docs/decisions/0039-public-js-budget.md).
 */
function liveSocket(queryClient: QueryClient): LiveSocket {
  if (shared?.queryClient === queryClient) return shared.socket;
  shared?.socket.close();
  const socket = createDeferredLiveSocket(() => import('./live-connection').then(({ connectLive }) => connectLive(queryClient)));
  const retry = () => {
    if (document.visibilityState !== 'hidden') socket.retryNow();
  };
  window.addEventListener('online', retry);
  // The network went away: say so now rather than when TCP notices, and catch up on 'online' (a resync).
  window.addEventListener('offline', () => socket.dropNow());
  document.addEventListener('visibilitychange', retry);
  shared = { socket, queryClient };
  return socket;
}

/** Follow live topics while the calling page is shown (updates land in the query cache). */
export function useLiveTopics(topics: readonly string[]): void {
  const socket = liveSocket(useQueryClient());
  const key = topics.join('\n');
  useEffect(() => {
    if (!key) return undefined;
    return socket.follow(key.split('\n'));
  }, [socket, key]);
}

/** The socket's status (the tournament header's indicator). */
export function useLiveStatus(): LiveStatus {
  const socket = liveSocket(useQueryClient());
  return useSyncExternalStore(socket.onStatus, socket.status, socket.status);
}

/** For a live page's reads: poll every 12 s while the socket is down or connecting, never while it is live. */
export function usePollInterval(): number | false {
  return useLiveStatus() === 'live' ? false : POLL_INTERVAL_MS;
}
