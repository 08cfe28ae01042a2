import { installFunctionLogTap, tapOptionsFromEnv } from './function-logs';
import { chaosIndexLagOn, startLaggingDynamoDb } from './lagging-dynamodb';
import { forkReady, stopChild } from './processes';
import { CHAOS_VARIABLE, isChaosSwitch, queueChaosFromEnv } from './queue-chaos';
import { startQueuePoller, type QueuePollerOptions } from './queue-poller';
import { startScheduledSweep } from './scheduled-sweep';

/**
 * The functions that AWS runs off events rather than requests — the match-events topic's two consumers (the
 * standings and the live fan-out) behind their SQS event source mappings, and the sweep behind its
 * EventBridge schedule — in a Node process of their own.
 * In AWS they run in their own Lambda containers and never take CPU from a referee's request; sharing the
 * gateway's one thread made every goal wait behind the consumer's fan-out. Everything between the two
 * processes already goes over the emulators' HTTP endpoints, as it does between Lambdas.
 */
export interface QueueWorkerOptions {
  /** The standings queue's consumer. */
  poller: QueuePollerOptions;
  /** The live queue's consumer: the same topic's other subscription, polled on its own as Lambda would. */
  livePoller?: QueuePollerOptions;
  /** The notifications queue's sender, polled on its own so a slow push service never delays standings. */
  notificationsPoller?: QueuePollerOptions;
  sweepIntervalMs: number;
  /**
   * Processes polling the notifications queue (default 1). Lambda runs a goal's delivery messages in
   * several containers at once; locally each is a process of its own (a core each), the first one also
   * running the match-events consumer and the sweep.
   */
  notificationsContainers?: number;
  /** In an extra container's process: the notifications poller only. */
  notificationsOnly?: boolean;
}

const READY = 'queue-worker-ready';

/** Starts the worker with the caller's environment (SDK endpoints and the functions' variables) and waits until it polls. */
export async function startQueueWorker(options: QueueWorkerOptions): Promise<{ stop(): Promise<void>; setChaos(on: boolean): void }> {
  const { child } = await forkReady<typeof READY>(__filename, [JSON.stringify(options)], 'The queue worker');
  const extra = options.notificationsPoller ? Math.max(0, (options.notificationsContainers ?? 1) - 1) : 0;
  const senders = await Promise.all(
    Array.from({ length: extra }, async () => (await forkReady<typeof READY>(__filename, [JSON.stringify({ ...options, notificationsOnly: true })], 'A notifications sender')).child),
  );
  return {
    // The worker finishes the batch in hand before it exits.
    stop: async () => void (await Promise.all([child, ...senders].map((one) => stopChild(one, 5_000)))),
    setChaos: (on) => void child.send({ kind: 'queue-chaos', on }),
  };
}

/**
 * The functions of this process reach DynamoDB through the lagging endpoint (lagging-dynamodb.ts), which
 * passes requests through untouched until chaos is switched on. Set before any handler loads: a handler
 * makes its SDK client once, at load.
 */
async function lagDynamoDbReads(): Promise<() => Promise<void>> {
  const target = process.env.AWS_ENDPOINT_URL_DYNAMODB;
  if (!target) return async () => undefined;
  const endpoint = await startLaggingDynamoDb(target, { lagging: () => chaosIndexLagOn(process.env) });
  process.env.AWS_ENDPOINT_URL_DYNAMODB = endpoint.url;
  return endpoint.stop;
}

/** In the child: poll and sweep until told to stop, then finish the batch in hand. */
async function runWorker(options: QueueWorkerOptions): Promise<void> {
  installFunctionLogTap(tapOptionsFromEnv(process.env));
  // The standings consumer runs here (not in the extra notifications containers): its reads are the ones to lag.
  const stopLagging = options.notificationsOnly ? async () => undefined : await lagDynamoDbReads();
  const poller = options.notificationsOnly ? undefined : startQueuePoller(options.poller);
  const live = options.notificationsOnly || !options.livePoller ? undefined : startQueuePoller(options.livePoller);
  const notifications = options.notificationsPoller ? startQueuePoller(options.notificationsPoller) : undefined;
  const stopSweep = options.notificationsOnly ? async () => undefined : startScheduledSweep(options.sweepIntervalMs);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await stopSweep();
    await Promise.all([poller?.stop(), live?.stop(), notifications?.stop()]);
    await stopLagging();
    process.exit(0);
  };
  // Chaos switched on or off while running: both topic queues' delivery and the index lag (read per request).
  process.on('message', (message) => {
    if (!isChaosSwitch(message)) return;
    process.env[CHAOS_VARIABLE] = message.on ? '1' : '0';
    for (const one of [poller, live]) one?.setChaos(queueChaosFromEnv(process.env, message.on));
  });
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
  // The parent is gone (killed without a word): nothing should outlive it.
  process.on('disconnect', () => void stop());
  process.send?.(READY);
}

if (process.argv[1] === __filename && process.send) {
  runWorker(JSON.parse(process.argv[2] ?? '{}') as QueueWorkerOptions).catch((error: unknown) => {
    console.error('[queue-worker] could not start:', error);
    process.exit(1);
  });
}
