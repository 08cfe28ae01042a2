import type { SyncSnapshot } from './match-sync';
import { plural } from '../format';

export type SyncTone = 'saved' | 'syncing' | 'waiting' | 'stuck';

/** What the pill says: never 'saved' while anything the referee tapped is still only on the phone. */
export function syncStatus(snapshot: Pick<SyncSnapshot, 'pending' | 'online' | 'syncing' | 'failure'>): { tone: SyncTone; text: string } {
  const waiting = plural(snapshot.pending.length, 'action');
  if (snapshot.pending.length === 0) return { tone: 'saved', text: snapshot.online ? 'All saved' : 'Offline — all saved' };
  if (!snapshot.online) return { tone: 'waiting', text: `Offline — ${waiting} waiting` };
  if (snapshot.syncing) return { tone: 'syncing', text: 'Syncing…' };
  if (snapshot.failure && !snapshot.failure.retryable) return { tone: 'stuck', text: `Not saved — ${waiting} waiting: ${snapshot.failure.message}` };
  if (snapshot.failure) return { tone: 'waiting', text: `No connection — ${waiting} waiting` };
  return { tone: 'syncing', text: 'Syncing…' };
}
