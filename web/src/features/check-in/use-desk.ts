import { MAX_MARKS_PER_SYNC, type CheckInBoard, type CheckInMark } from '@pitchside/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { browserStorage } from '../matches/console/console-storage';
import { checkInKeys, sendMarks, useCheckInBoard } from './api/check-in';
import { readDesk, settle, withMarks, writeDesk, type StoredDesk } from './desk-store';

/** How often a desk with waiting marks tries again (the 'online' event also wakes it). */
const RETRY_MS = 10_000;

export interface Desk {
  board: CheckInBoard | null;
  waiting: number;
  loading: boolean;
  offline: boolean;
  mark: (teamKey: string, playerId: string | null, present: boolean) => void;
}

/**
 * The desk's state: the server's board (kept on the phone), the marks made on it, and the sync that sends
 * them. A mark shows at once; it leaves the phone's queue only when the server has answered it.
 */
export function useDesk(tournamentId: string): Desk {
  const storage = useMemo(() => browserStorage(), []);
  const queryClient = useQueryClient();
  const [stored, setStored] = useState<StoredDesk>(() => readDesk(storage, tournamentId));
  const latest = useRef(stored);
  const sending = useRef(false);
  const remote = useCheckInBoard(tournamentId);
  const save = useCallback(
    (next: StoredDesk) => {
      latest.current = next;
      writeDesk(storage, tournamentId, next);
      setStored(next);
    },
    [storage, tournamentId],
  );

  useEffect(() => {
    if (remote.data) save({ ...latest.current, board: remote.data });
  }, [remote.data, save]);

  const sync = useCallback(async () => {
    const batch = latest.current.queue.slice(0, MAX_MARKS_PER_SYNC);
    if (sending.current || batch.length === 0) return;
    sending.current = true;
    try {
      const answer = await sendMarks(tournamentId, batch);
      save({ ...latest.current, queue: settle(latest.current.queue, new Set(answer.results.map((result) => result.markId))) });
      void queryClient.invalidateQueries({ queryKey: checkInKeys.board(tournamentId) });
    } catch {
      // No signal or a server hiccup: the marks stay queued and go with the next try.
    } finally {
      sending.current = false;
    }
  }, [queryClient, save, tournamentId]);

  useEffect(() => {
    const wake = () => void sync();
    window.addEventListener('online', wake);
    const timer = window.setInterval(wake, RETRY_MS);
    wake();
    return () => {
      window.removeEventListener('online', wake);
      window.clearInterval(timer);
    };
  }, [sync]);

  const mark = useCallback(
    (teamKey: string, playerId: string | null, present: boolean) => {
      const entry: CheckInMark = { markId: crypto.randomUUID(), teamKey, playerId, present, at: new Date().toISOString() };
      save({ ...latest.current, queue: [...latest.current.queue, entry] });
      void sync();
    },
    [save, sync],
  );

  const board = stored.board ? withMarks(stored.board, stored.queue) : null;
  return { board, waiting: stored.queue.length, loading: remote.isPending && !stored.board, offline: remote.isError, mark };
}
