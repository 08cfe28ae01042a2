import type { CloudProcess } from '../../../infra/local/cloud-process';
import type { ApiCall } from '../../support/api-client';
import type { LocalCloudHandle } from '../../support/local-cloud-handle';
import type * as fixturesModule from '../../support/tournament-fixture';
import { startedCloudHandle } from '../../support/local-cloud-handle';

/** Percentile of a sample (nearest rank). */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;

/**
 * Starts a throwaway local cloud for a benchmark (test profile, its own port offset) in a process of its
 * own — the benchmark's clients are not the server's load — and hands `work` an API client signed in as the
 * demo admin acting for the demo organization. Stops it whatever happens.
 */
export type BenchTools = Awaited<ReturnType<typeof tools>>;

export async function withBenchCloud(offset: string, work: (tools: BenchTools) => Promise<void>): Promise<void> {
  process.env.PITCHSIDE_PORT_OFFSET ??= offset;
  const [{ startCloudProcess }, { killAllNow }] = await Promise.all([import('../../../infra/local/cloud-process'), import('../../../infra/local/processes')]);
  process.on('exit', killAllNow);
  console.log(`Starting the local cloud in its own process (test profile, port offset ${process.env.PITCHSIDE_PORT_OFFSET})…`);
  const cloud = await startCloudProcess();
  try {
    await work(await tools(cloud));
  } finally {
    await cloud.stop();
  }
}

async function tools(cloud: CloudProcess): Promise<{
  cloud: CloudProcess;
  handle: LocalCloudHandle;
  call: ApiCall;
  adminToken: string;
  refereeToken: string;
  refereeUid: string;
  org: Record<string, string>;
  fixtures: typeof fixturesModule;
}> {
  const [{ ORGANIZATION_HEADER }, { DEMO_ORGANIZATION, demoAccount }, { apiClient }, { signIn }, fixtures] = await Promise.all([
    import('@pitchside/shared'),
    import('../../../infra/local/demo-accounts'),
    import('../../support/api-client'),
    import('../../support/sign-in'),
    import('../../support/tournament-fixture'),
  ]);
  const handle = startedCloudHandle(cloud);
  const call = apiClient(handle);
  const tokenOf = async (role: 'admin' | 'referee') => (await signIn(handle, demoAccount(role).email, demoAccount(role).password)).idToken;
  const adminToken = await tokenOf('admin');
  const refereeToken = await tokenOf('referee');
  const refereeUid = (JSON.parse(Buffer.from(refereeToken.split('.')[1] ?? '', 'base64url').toString()) as { sub: string }).sub;
  const org = { [ORGANIZATION_HEADER]: DEMO_ORGANIZATION.orgId };
  return { cloud, handle, call, adminToken, refereeToken, refereeUid, org, fixtures };
}
