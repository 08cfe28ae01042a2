import { effectiveStatus, matchClock, type MatchEvent, type MatchView } from '@pitchside/shared';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { projectMatch } from './local-match';
import { matchSyncFor } from './match-sync-registry';

/** `Date.now()`, re-read every `intervalMs` (the console's clock ticks every second). */
export function useNow(intervalMs = 1_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * The referee console's state: the server's match (the newest of the last read and the last answer) with
 * every waiting tap applied on top, the clock at `now`, and `record` for a new tap.
 */
export function useMatchConsole(tournamentId: string, matchId: string, serverMatch: MatchView | undefined, fallback: MatchView) {
  const sync = useMemo(() => matchSyncFor(tournamentId, matchId), [tournamentId, matchId]);
  const snapshot = useSyncExternalStore(sync.subscribe, sync.getSnapshot);
  const now = useNow();

  useEffect(() => {
    if (serverMatch) sync.acceptBase(serverMatch);
  }, [sync, serverMatch]);

  useEffect(() => {
    sync.setOnline(navigator.onLine);
    void sync.flush();
  }, [sync]);

  const base = snapshot.base ?? serverMatch ?? fallback;
  const local = useMemo(() => projectMatch(base, snapshot.pending), [base, snapshot.pending]);
  const clock = matchClock(local.state, now, base.durations);
  const status = effectiveStatus({ ...local.state, stage: base.stage ?? null }, base.durations, now);
  const record = useCallback((event: MatchEvent) => sync.record(event), [sync]);

  return { sync, snapshot, base, local, clock, status, now, record };
}
