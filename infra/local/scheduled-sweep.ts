import { invoke } from './gateway/functions';

/**
 * The EventBridge schedule of the match sweep, locally: a timer. Tests run it every 2 s so that an
 * overdue match is completed within a test's patience; `npm start` every 30 s.
 */
export function startScheduledSweep(intervalMs: number): () => Promise<void> {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    invoke('matches/sweep', {}, 55_000)
      .catch((error: unknown) => console.error('[sweep] failed:', error))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  return async () => clearInterval(timer);
}
