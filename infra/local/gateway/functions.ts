import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Context } from 'aws-lambda';
import type { HttpService } from '@pitchside/shared';
import { REPO_ROOT } from '../profile';
import { bundleOf, entryOf, runsBundles } from './bundles';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyHandler = (event: any, context: Context) => Promise<any>;

/**
 * The local stand-in for Lambda: loads a service's real handler module (after the environment is set,
 * since handlers read it once at load) and invokes it with a Lambda-shaped context.
 */
const loaded = new Map<string, Promise<AnyHandler>>();

/**
 * `accounts` is services/accounts/src/handler.ts; `imports/worker` is services/imports/src/worker.ts.
 * With PITCHSIDE_FUNCTIONS=bundled, the bundle cdk synth would upload for that file (see bundles.ts).
 */
function load(target: string): Promise<AnyHandler> {
  let handler = loaded.get(target);
  if (!handler) {
    const entry = runsBundles() ? bundleOf(target) : join(REPO_ROOT, entryOf(target));
    handler = import(entry).then((module: { handler?: AnyHandler; default?: { handler?: AnyHandler } }) => {
      const found = module.handler ?? module.default?.handler;
      if (!found) throw new Error(`${entry} exports no handler`);
      return found;
    });
    loaded.set(target, handler);
  }
  return handler;
}

function lambdaContext(functionName: string, timeoutMs: number): Context {
  const deadline = Date.now() + timeoutMs;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

export async function invoke(service: HttpService | 'live' | 'standings' | (string & {}), event: unknown, timeoutMs = 29_000): Promise<unknown> {
  const handler = await load(service);
  return handler(event, lambdaContext(`pitchside-${service.replace('/', '-')}`, timeoutMs));
}

/**
 * Loads these functions now rather than on their first request. With bundles, a first request paid for
 * reading and compiling a multi-megabyte file (Lambda's cold start), which on a busy machine outlasted a
 * test's own timeout; loading them while the cloud starts moves that cost out of every test.
 */
export async function preload(targets: readonly string[]): Promise<void> {
  await Promise.all(targets.map((target) => load(target)));
}
