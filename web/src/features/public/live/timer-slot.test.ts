import { describe, expect, it } from '@jest/globals';
import { createTimerSlot } from './timer-slot';

function clock() {
  const timers: { callback: () => void; cleared: boolean }[] = [];
  const slot = createTimerSlot(
    (callback) => {
      const timer = { callback, cleared: false };
      timers.push(timer);
      return timer;
    },
    (timer) => {
      (timer as { cleared: boolean }).cleared = true;
    },
  );
  return { slot, timers };
}

describe('createTimerSlot', () => {
  it('replaces the waiting timer when set again, so only the latest fires', () => {
    const { slot, timers } = clock();
    const fired: string[] = [];
    slot.set(() => fired.push('first'), 1_000);
    slot.set(() => fired.push('second'), 1_000);
    expect(timers.map((timer) => timer.cleared)).toEqual([true, false]);
    timers[1]?.callback();
    expect(fired).toEqual(['second']);
  });

  it('is no longer pending once it fired or was cleared', () => {
    const { slot, timers } = clock();
    slot.set(() => undefined, 1_000);
    expect(slot.pending()).toBe(true);
    timers[0]?.callback();
    expect(slot.pending()).toBe(false);
    slot.set(() => undefined, 1_000);
    slot.clear();
    expect(slot.pending()).toBe(false);
    expect(timers[1]?.cleared).toBe(true);
  });
});
