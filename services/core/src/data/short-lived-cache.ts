/**
 * Remembers what a read returned for a few seconds, per container. The referee console's hot path reads
 * the same tournament and the same caller's memberships for every goal; on DynamoDB those two reads are
 * half the request. A membership or duration change therefore reaches a running console within `ttlMs`.
 * Only found values are kept (a miss is read again next time), failures are never kept, and concurrent
 * callers of one key share one read.
 */
export function shortLivedCache<K, V>(read: (key: K) => Promise<V | null>, options: { ttlMs: number; maxEntries?: number; now?: () => number }): (key: K) => Promise<V | null> {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 1000;
  const entries = new Map<K, { value: Promise<V | null>; expiresAt: number }>();
  return (key) => {
    const hit = entries.get(key);
    if (hit && hit.expiresAt > now()) return hit.value;
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as K);
    const value = read(key).then(
      (found) => {
        if (found === null) entries.delete(key);
        return found;
      },
      (error: unknown) => {
        entries.delete(key);
        throw error;
      },
    );
    entries.set(key, { value, expiresAt: now() + options.ttlMs });
    return value;
  };
}
