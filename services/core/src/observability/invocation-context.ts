import { AsyncLocalStorage } from 'node:async_hooks';
import type { Metrics } from '@aws-lambda-powertools/metrics';

/**
 * The keys every log line of one invocation carries (function, request id, route, actor, correlation id),
 * and the metrics instance of the function that runs it.
 *
 * Held in AsyncLocalStorage rather than in the Logger's own appended keys: the local cloud runs every
 * function in one Node process and invokes them concurrently, so keys appended to a shared Logger would
 * land on another request's lines. In Lambda (one invocation at a time) the two are the same.
 */
export interface InvocationKeys {
  service?: string;
  function_name?: string;
  function_request_id?: string;
  cold_start?: boolean;
  route?: string;
  correlation_id?: string;
  uid?: string;
  organization_id?: string;
  message_id?: string;
}

interface InvocationScope {
  keys: InvocationKeys;
  metrics?: Metrics;
}

const storage = new AsyncLocalStorage<InvocationScope>();

/** Runs `work` in a new scope that starts with the given keys (a nested scope copies its parent's). */
export function runInInvocation<T>(keys: InvocationKeys, work: () => T, metrics?: Metrics): T {
  const parent = storage.getStore();
  const scopeMetrics = metrics ?? parent?.metrics;
  return storage.run({ keys: { ...parent?.keys, ...definedKeys(keys) }, ...(scopeMetrics ? { metrics: scopeMetrics } : {}) }, work);
}

/** Adds keys to the current invocation's lines (no-op outside one, e.g. in a unit test of a use case). */
export function appendInvocationKeys(keys: InvocationKeys): void {
  const scope = storage.getStore();
  if (scope) Object.assign(scope.keys, definedKeys(keys));
}

export function invocationKeys(): Readonly<InvocationKeys> {
  return storage.getStore()?.keys ?? {};
}

export function currentCorrelationId(): string | undefined {
  return storage.getStore()?.keys.correlation_id;
}

export function currentMetrics(): Metrics | undefined {
  return storage.getStore()?.metrics;
}

function definedKeys(keys: InvocationKeys): InvocationKeys {
  return Object.fromEntries(Object.entries(keys).filter(([, value]) => value !== undefined && value !== '')) as InvocationKeys;
}

const warmFunctions = new Set<string>();

/**
 * True for a function's first invocation in this container. Keyed by function name because the local
 * cloud loads every function into one process; in Lambda there is one name per container.
 */
export function takeColdStart(functionName: string): boolean {
  if (warmFunctions.has(functionName)) return false;
  warmFunctions.add(functionName);
  return true;
}
