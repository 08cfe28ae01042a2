import { rmSync } from 'node:fs';
import { SQSClient } from '@aws-sdk/client-sqs';
import { LOCAL_REGION, QUEUES } from '../resources';
import { localProfile } from '../local/profile';
import { isQueueKey, queueUrlsOf, redrive } from './redrive';

const USAGE = `Usage: npm run redrive -- <queue> [--stage <stage>] [--max <n>] [--dry-run]
  <queue>    one of: ${Object.keys(QUEUES).join(', ')}
  --stage    an AWS stage (uses your AWS credentials); without it, the local cloud of \`npm start\`
             (PITCHSIDE_PROFILE=test: the test cloud, on PITCHSIDE_PORT_OFFSET's ports)
  --max      move at most n messages
  --dry-run  list what would move, move nothing`;

function argument(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

/** `npm run redrive -- matchEvents`: dead letters back to their queue, once the cause is fixed (docs/runbook.md). */
async function main(args: string[]): Promise<void> {
  const key = args.find((arg, index) => !arg.startsWith('--') && !['--stage', '--max'].includes(args[index - 1] ?? ''));
  if (!key || !isQueueKey(key)) {
    console.error(USAGE);
    process.exit(2);
  }
  const stage = argument(args, '--stage');
  const max = argument(args, '--max');
  let sqs: SQSClient;
  let stageName: string;
  if (stage) {
    sqs = new SQSClient({});
    stageName = stage;
  } else {
    const profile = localProfile(process.env.PITCHSIDE_PROFILE ?? 'dev');
    sqs = new SQSClient({ endpoint: `http://${profile.host}:${profile.ports.sqs}`, region: LOCAL_REGION, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
    stageName = `local-${profile.name}`;
    // The test profile names a fresh data folder for a cloud it would start; this command starts none.
    if (!profile.persistent) rmSync(profile.dataDir, { recursive: true, force: true });
  }
  const urls = await queueUrlsOf(sqs, stageName, key);
  const dryRun = args.includes('--dry-run');
  const moved = await redrive(sqs, { ...urls, dryRun, ...(max ? { max: Number(max) } : {}) });
  for (const message of moved) {
    console.log(
      `${dryRun ? 'would move' : 'moved'} ${message.messageId} (received ${message.receiveCount}×${message.correlationId ? `, correlation ${message.correlationId}` : ''}): ${message.body.slice(0, 200)}`,
    );
  }
  console.log(`${moved.length} message(s) ${dryRun ? 'in' : 'moved from'} ${urls.dlqUrl}${dryRun ? '' : ` to ${urls.queueUrl}`}.`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error('Re-drive failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
