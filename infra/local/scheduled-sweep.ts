import { invoke } from './gateway/functions';

/**
 * The EventBridge schedules of the sweeps, locally: a timer each (the catalog's `schedule` functions: the
 * match sweep, and the registration sweep that releases unpaid places, decision 0057, and the referees' sweep that expires unanswered offers, decision 0059). Tests run them
 * every 2 s so that an overdue match or place is dealt with within a test's patience; `npm start` every 30 s.
 */
const SWEEPS = ['matches/sweep', 'registration/sweep', 'referees/sweep'] as const;

export function startScheduledSweep(intervalMs: number): () => Promise<void> {
  const timers = SWEEPS.map((target) => {
    // One run of a sweep at a time, as a one-minute schedule with a shorter timeout gives in AWS.
    let running = false;
    return setInterval(() => {
      if (running) return;
      running = true;
      invoke(target, {}, 55_000)
        .catch((error: unknown) => console.error(`[sweep] ${target} failed:`, error))
        .finally(() => {
          running = false;
        });
    }, intervalMs);
  });
  return async () => timers.forEach((timer) => clearInterval(timer));
}
