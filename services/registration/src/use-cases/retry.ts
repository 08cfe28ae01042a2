import type { TransitionOutcome } from '../adapters/registrations';

/** Attempts of a write that lost a transaction conflict (the rush on one division's counter). */
export const CONFLICT_ATTEMPTS = 25;

/** A jittered wait that grows with the attempt: 5–40 ms at first, at most about 400 ms. */
export function backoffMs(attempt: number): number {
  const ceiling = Math.min(400, 20 * 2 ** Math.min(attempt, 5));
  return ceiling / 4 + Math.random() * ceiling;
}

/** Runs `write` again while it answers `conflict` (another transaction held the item), up to CONFLICT_ATTEMPTS. */
export async function retryConflicts<T>(sleep: (ms: number) => Promise<void>, write: () => Promise<T | 'conflict'>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const outcome = await write();
    if (outcome !== 'conflict') return outcome;
    if (attempt + 1 >= CONFLICT_ATTEMPTS) throw new Error('Registration write kept conflicting');
    await sleep(backoffMs(attempt));
  }
}

export function isConflict(outcome: TransitionOutcome): boolean {
  return !outcome.ok && outcome.failed.kind === 'conflict';
}
