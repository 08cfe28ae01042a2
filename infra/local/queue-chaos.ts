/**
 * The local SQS poller's delivery semantics. By default it is calm: one batch at a time, each message once,
 * in the queue's order. AWS promises less: a standard queue feeds Lambda several batches at once (the
 * event source mapping sets no concurrency limit), delivers a message at least once and in no particular
 * order. `PITCHSIDE_SQS_CHAOS=1` makes the local cloud do all of that, so a test can fail on it:
 * `PITCHSIDE_SQS_CONCURRENCY` batches in flight (4 with chaos), each batch shuffled and started after a
 * random pause, and a handled message sometimes left to come back (a redelivery) instead of deleted.
 */
export interface QueueChaos {
  /** Batches of one queue handled at once (Lambda's concurrent invocations). */
  concurrency: number;
  /** Shuffle each batch and stagger batches, so messages are handled out of order. */
  reorder: boolean;
  /** Chance that a handled message is delivered again (at-least-once delivery). */
  redeliverChance: number;
  /** Longest random pause before a batch is handled, so batches overlap in changing orders (ms). */
  maxStaggerMs: number;
}

export const CALM: QueueChaos = { concurrency: 1, reorder: false, redeliverChance: 0, maxStaggerMs: 0 };

export const CHAOS_VARIABLE = 'PITCHSIDE_SQS_CHAOS';
export const CONCURRENCY_VARIABLE = 'PITCHSIDE_SQS_CONCURRENCY';

/** The delivery semantics the environment asks for (`on` overrides the chaos switch, for a run turned on later). */
export function queueChaosFromEnv(env: NodeJS.ProcessEnv = process.env, on?: boolean): QueueChaos {
  const chaos = on ?? env[CHAOS_VARIABLE] === '1';
  const concurrency = Number((chaos ? env[CONCURRENCY_VARIABLE] : undefined) ?? (chaos ? 4 : 1));
  return {
    concurrency: Number.isInteger(concurrency) && concurrency >= 1 && concurrency <= 32 ? concurrency : chaos ? 4 : 1,
    reorder: chaos,
    redeliverChance: chaos ? 0.25 : 0,
    maxStaggerMs: chaos ? 150 : 0,
  };
}

/**
 * Redeliveries stop before a message's receive count gets near the queue's maxReceiveCount, so chaos alone
 * never sends a good message to the DLQ.
 */
const MAX_CHAOS_RECEIVES = 2;

export function shouldRedeliver(chaos: QueueChaos, receiveCount: number, random: () => number = Math.random): boolean {
  return chaos.redeliverChance > 0 && receiveCount <= MAX_CHAOS_RECEIVES && random() < chaos.redeliverChance;
}

export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const copy = items.slice();
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

export function staggerMs(chaos: QueueChaos, random: () => number = Math.random): number {
  return chaos.maxStaggerMs > 0 ? Math.floor(random() * chaos.maxStaggerMs) : 0;
}

/** What the local cloud tells its queue worker to switch chaos on or off while it runs (over the fork's IPC). */
export interface ChaosSwitch {
  kind: 'queue-chaos';
  on: boolean;
}
export const isChaosSwitch = (message: unknown): message is ChaosSwitch => typeof message === 'object' && message !== null && (message as ChaosSwitch).kind === 'queue-chaos';
