import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { GetQueueAttributesCommand, PurgeQueueCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { CORRELATION } from '@pitchside/shared';
import { readFunctionLines } from '../../infra/local/function-logs';
import { localCloudHandle } from '../support/local-cloud-handle';
import { until } from '../support/until';

/*
 * The runbook's dead-letter steps against the local cloud (docs/runbook.md#dead-letter-queue): a poison
 * message goes to the DLQ after five receives; `npm run redrive -- matchEvents` brings the DLQ's messages
 * back with their correlation id; a message whose cause is gone is handled once, and one that is still
 * poison goes back to the DLQ instead of looping.
 */
const cloud = localCloudHandle();
const sqs = new SQSClient({ useQueueUrlAsEndpoint: false });
const ROOT = join(__dirname, '..', '..');
const run = promisify(execFile);

async function count(queueUrl: string): Promise<{ visible: number; inFlight: number }> {
  const { Attributes } = await sqs.send(new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'] }));
  return { visible: Number(Attributes?.ApproximateNumberOfMessages ?? 0), inFlight: Number(Attributes?.ApproximateNumberOfMessagesNotVisible ?? 0) };
}

const waitFor = <T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number) => until(probe, what, timeoutMs);

function send(queueUrl: string, body: string, correlationId: string) {
  return sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: body, MessageAttributes: { [CORRELATION.messageAttribute]: { DataType: 'String', StringValue: correlationId } } }));
}

const linesOf = (correlationId: string) => {
  if (!cloud.functionLogs) throw new Error('the runner did not say where the functions log');
  return readFunctionLines(readFileSync(cloud.functionLogs, 'utf8')).filter((line) => line.correlation_id === correlationId);
};

function redriveCommand(...args: string[]) {
  return run(join(ROOT, 'node_modules', '.bin', 'tsx'), ['--conditions=source', 'infra/ops/redrive-cli.ts', ...args], { cwd: ROOT, env: { ...process.env, PITCHSIDE_PROFILE: 'test' } });
}

describe('the dead-letter re-drive, as the runbook says', () => {
  beforeAll(async () => {
    await sqs.send(new PurgeQueueCommand({ QueueUrl: cloud.resources.matchEventsDlqUrl }));
  });

  it('poison → DLQ → re-drive: a message whose cause is gone is handled once; one still poison returns to the DLQ', async () => {
    const tag = Date.now().toString(36);
    const poisonId = `poison-${tag}`;
    const recoveredId = `recovered-${tag}`;
    await send(cloud.resources.matchEventsQueueUrl, '{"type":"not-a-match-event"}', poisonId);
    await waitFor('the poison message in the DLQ', async () => ((await count(cloud.resources.matchEventsDlqUrl)).visible === 1 ? true : undefined), 30_000);
    // It was tried five times, each failure logged under its correlation id.
    expect(linesOf(poisonId).filter((line) => line.message === 'Record failed')).toHaveLength(5);

    // A valid event that died while its cause lasted (the standings consumer failing during an outage).
    await send(cloud.resources.matchEventsDlqUrl, JSON.stringify({ type: 'match-completed', tournamentId: `gone-${tag}`, division: 'U12 Boys', sentAt: new Date().toISOString() }), recoveredId);

    const listed = await redriveCommand('matchEvents', '--dry-run');
    expect(listed.stdout).toContain(`correlation ${poisonId}`);
    expect(listed.stdout).toContain(`correlation ${recoveredId}`);
    expect(listed.stdout).toContain('2 message(s) in');

    const moved = await redriveCommand('matchEvents');
    expect(moved.stdout).toContain('2 message(s) moved from');

    await waitFor('the recovered event handled', async () => (linesOf(recoveredId).some((line) => line.message === 'Record handled') ? true : undefined), 20_000);
    await waitFor('the poison message back in the DLQ', async () => ((await count(cloud.resources.matchEventsDlqUrl)).visible === 1 ? true : undefined), 30_000);
    await waitFor(
      'the queue drained',
      async () => {
        const queue = await count(cloud.resources.matchEventsQueueUrl);
        return queue.visible + queue.inFlight === 0 ? true : undefined;
      },
      20_000,
    );

    // Handled once: one success, no failure, for the recovered event; the poison one failed five more times.
    expect(
      linesOf(recoveredId)
        .map((line) => String(line.message))
        .filter((message) => message.startsWith('Record ')),
    ).toEqual(['Record handled']);
    expect(linesOf(poisonId).filter((line) => line.message === 'Record failed')).toHaveLength(10);
    expect(linesOf(recoveredId)[0]).toMatchObject({ service: 'standings', function_name: 'pitchside-standings' });
  }, 120_000);

  it('an unknown queue is refused with the list of queues', async () => {
    await expect(redriveCommand('nope')).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('one of: matchEvents') });
  }, 60_000);
});
