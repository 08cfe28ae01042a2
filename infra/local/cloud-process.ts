import { ENV } from '@pitchside/shared';
import { startLocalCloud } from './local-cloud';
import { forkReady, killAllNow, stopChild } from './processes';
import { localProfile } from './profile';
import type { ProvisionedResources } from './provision';

/**
 * A local cloud in a Node process of its own, for a benchmark whose clients (hundreds of sockets, an
 * autocannon run) must not share the server's thread: in production the spectators' phones do not run on
 * the API's CPU, and measuring them on one thread measured the clients as much as the server.
 */
export interface CloudProcess {
  url: string;
  resources: ProvisionedResources;
  pushServiceOrigin: string;
  /** The functions' log lines, one JSON per line (the local CloudWatch): benchmarks read timings back from it. */
  functionLogs: string;
  stop(): Promise<void>;
}

interface Started {
  url: string;
  resources: ProvisionedResources;
  pushServiceOrigin: string;
  functionLogs: string;
  /** The SDK endpoints and the functions' variables the cloud set, for the caller's own SDK clients. */
  env: Record<string, string>;
}

/** Starts the test profile's cloud in a child and points this process's AWS SDK at its emulators. */
export async function startCloudProcess(): Promise<CloudProcess> {
  const { child, ready: started } = await forkReady<Started>(__filename, [], 'The local cloud process');
  Object.assign(process.env, started.env);
  return {
    url: started.url,
    resources: started.resources,
    pushServiceOrigin: started.pushServiceOrigin,
    functionLogs: started.functionLogs,
    // Its own children (DynamoDB Local, cognito-local, the queue worker) stop first.
    stop: () => stopChild(child, 15_000),
  };
}

async function runCloud(): Promise<void> {
  const cloud = await startLocalCloud(localProfile('test'));
  const names = new Set<string>(Object.values(ENV));
  const env = Object.fromEntries(Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined && (entry[0].startsWith('AWS_') || names.has(entry[0]))));
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await cloud.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('disconnect', () => void stop());
  process.send?.({ url: cloud.url, resources: cloud.resources, pushServiceOrigin: cloud.pushServiceOrigin, functionLogs: cloud.functionLogs, env } satisfies Started);
}

if (process.argv[1] === __filename && process.send) {
  process.on('exit', killAllNow);
  runCloud().catch((error: unknown) => {
    console.error('The local cloud could not start:', error);
    killAllNow();
    process.exit(1);
  });
}
