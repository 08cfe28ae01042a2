import type { QueryClient } from '@tanstack/react-query';
import { getRuntimeConfig } from '../../../lib/runtime-config';
import { applyLiveUpdate, resyncPublicReads } from './apply-live-update';
import { createLiveSocket, resolveSocketUrl, type LiveSocket } from './live-socket';

/**
 * The live socket wired to the query cache: the part of live updates a page needs only once it shows its
 * reads, so `use-live-topics` fetches this module on demand (docs/decisions/0039-public-js-budget.md).
 * The URL is `/config.json`'s `wsUrl`.
 */
export function connectLive(queryClient: QueryClient): LiveSocket {
  return createLiveSocket({
    url: resolveSocketUrl(getRuntimeConfig().wsUrl, window.location.href),
    onUpdate: (update) => applyLiveUpdate(queryClient, update),
    onResync: () => resyncPublicReads(queryClient),
  });
}
