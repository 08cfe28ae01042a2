import { recipientsOf, type DeliveryMessage, type PushPayload, type PushRecipient } from '@pitchside/shared';
import type { PushOutcome } from '@pitchside/core/aws';
import type { SenderPorts } from '../ports';
import { deliver, MAX_ATTEMPTS, retryDelaySeconds } from './deliver';

const payload: PushPayload = { kind: 'goal', title: 'Goal!', body: 'Ana', url: '/t/t1/m/m1', tag: 'match-m1', sentAt: '2026-06-01T10:00:00.000Z' };
const recipient = (id: string): PushRecipient => ({ topic: 'team:t1:lakeside', subscriptionId: id, endpoint: `https://push.example.org/${id}`, p256dh: 'k', auth: 'a' });

function harness(outcomes: Record<string, PushOutcome>) {
  const removed: string[] = [];
  const retries: { message: DeliveryMessage; delaySeconds: number }[] = [];
  const sent: string[] = [];
  const ports = {
    push: {
      send: async (to: PushRecipient) => {
        sent.push(to.subscriptionId);
        return outcomes[to.subscriptionId] ?? 'delivered';
      },
    },
    follows: { followers: async () => [], remove: async (_topic: string, id: string) => void removed.push(id) },
    retryLater: async (message: DeliveryMessage, delaySeconds: number) => void retries.push({ message, delaySeconds }),
    clock: { now: () => new Date('2026-06-01T10:00:00Z') },
  } as unknown as SenderPorts;
  return { ports, removed, retries, sent };
}

describe('deliver', () => {
  it('removes a subscription the push service says is gone (404/410), and only that one', async () => {
    const { ports, removed, retries } = harness({ b: 'gone' });
    const report = await deliver(ports, payload, [recipient('a'), recipient('b'), recipient('c')]);
    expect(report).toEqual({ delivered: 2, gone: 1, refused: 0, retried: 0, dropped: 0 });
    expect(removed).toEqual(['b']);
    expect(retries).toEqual([]);
  });

  it('queues the pushes that timed out for later, with backoff, and still sends to everyone else', async () => {
    const { ports, retries, sent } = harness({ slow: 'retry' });
    const report = await deliver(ports, payload, [recipient('a'), recipient('slow'), recipient('c')]);
    expect(sent.sort()).toEqual(['a', 'c', 'slow']);
    expect(report.delivered).toBe(2);
    expect(retries).toHaveLength(1);
    expect(recipientsOf(retries[0]!.message).map((r) => r.subscriptionId)).toEqual(['slow']);
    expect(retries[0]?.message.attempt).toBe(1);
    expect(retries[0]?.delaySeconds).toBe(retryDelaySeconds(1));
    expect(retryDelaySeconds(2)).toBeGreaterThan(retryDelaySeconds(1));
    expect(retryDelaySeconds(10)).toBe(900);
  });

  it('gives up after the last attempt instead of retrying for ever', async () => {
    const { ports, retries } = harness({ slow: 'retry' });
    const report = await deliver(ports, payload, [recipient('slow')], MAX_ATTEMPTS);
    expect(report.dropped).toBe(1);
    expect(retries).toEqual([]);
  });

  it('does not retry a push the service refused (4xx) or an endpoint that is not allowed', async () => {
    const { ports, retries, removed } = harness({ bad: 'refused' });
    expect((await deliver(ports, payload, [recipient('bad')])).refused).toBe(1);
    expect(retries).toEqual([]);
    expect(removed).toEqual([]);
  });

  it('splits many retries into messages of at most 100', async () => {
    const outcomes = Object.fromEntries(Array.from({ length: 250 }, (_, i) => [`s${i}`, 'retry' as const]));
    const { ports, retries } = harness(outcomes);
    await deliver(ports, payload, Object.keys(outcomes).map(recipient));
    expect(retries.map((r) => recipientsOf(r.message).length)).toEqual([100, 100, 50]);
  });
});
