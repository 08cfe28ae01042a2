import type { SyncSnapshot } from './match-sync';
import type { IntlShape } from 'react-intl';

export type SyncTone = 'saved' | 'syncing' | 'waiting' | 'stuck';

/** What the pill says: never 'saved' while anything the referee tapped is still only on the phone. */
export function syncStatus(intl: IntlShape, snapshot: Pick<SyncSnapshot, 'pending' | 'online' | 'syncing' | 'failure'>): { tone: SyncTone; text: string } {
  const count = snapshot.pending.length;
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  if (count === 0) return { tone: 'saved', text: t(snapshot.online ? 'sync.allSaved' : 'sync.offlineAllSaved') };
  if (!snapshot.online) return { tone: 'waiting', text: t('sync.offlineWaiting', { count }) };
  if (snapshot.syncing) return { tone: 'syncing', text: t('sync.syncing') };
  if (snapshot.failure && !snapshot.failure.retryable) return { tone: 'stuck', text: t('sync.notSaved', { count, reason: snapshot.failure.message }) };
  if (snapshot.failure) return { tone: 'waiting', text: t('sync.noConnection', { count }) };
  return { tone: 'syncing', text: t('sync.syncing') };
}
