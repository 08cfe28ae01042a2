/**
 * One pending timer of a kind (the retry, the keep-alive, the idle close): setting it again replaces the
 * one waiting, so a kind never fires twice. The clock is injected so unit tests drive time themselves.
 */
export interface TimerSlot {
  set(callback: () => void, ms: number): void;
  clear(): void;
  pending(): boolean;
}

export function createTimerSlot(setTimer: (callback: () => void, ms: number) => unknown, clearTimer: (timer: unknown) => void): TimerSlot {
  let timer: unknown;
  const clear = () => {
    if (timer !== undefined) clearTimer(timer);
    timer = undefined;
  };
  return {
    set(callback, ms) {
      clear();
      timer = setTimer(() => {
        timer = undefined;
        callback();
      }, ms);
    },
    clear,
    pending: () => timer !== undefined,
  };
}
