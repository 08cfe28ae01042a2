import { createECDH } from 'node:crypto';
import { createServer } from 'node:net';
import { recipientsOf, type DeliveryMessage, type PushPayload, type PushRecipient } from '@pitchside/shared';
import { webPushSender, type PushSender } from '@pitchside/core/aws';
import { startPushServiceEmulator, type PushServiceEmulator } from '../../infra/local/emulators/push-service';
import { deliver, PUSH_CONCURRENCY_PER_HOST } from '../../services/notifications/src/use-cases/deliver';
import type { SenderPorts } from '../../services/notifications/src/ports';
import { localCloudHandle } from '../support/local-cloud-handle';
import { pushSubscriber } from '../support/push-subscriber';

/**
 * One push service that never answers must not silence the others: the local cloud's push-service
 * emulator answers, a second one (its `slow-` subscriptions hang) never does. The real sender (Web Push
 * over HTTP/2) delivers one goal to phones on both.
 */
const cloud = localCloudHandle();
let slowHost: PushServiceEmulator;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  slowHost = await startPushServiceEmulator({ host: '127.0.0.1', ports: { push: await freePort() } as never });
});
afterAll(async () => {
  await slowHost.stop();
});

const payload: PushPayload = { kind: 'goal', title: 'Goal!', body: 'Ana (Lakeside)', url: '/t/t1/m/m1', tag: 'match-m1', sentAt: new Date().toISOString() };

it('delivers to every answering push service, and a host that never answers gets one round of requests and is retried later', async () => {
  const run = `slowhost-${Date.now()}`;
  const stuck = Array.from({ length: 3 * PUSH_CONCURRENCY_PER_HOST }, (_, index) => pushSubscriber(slowHost.origin, `slow-${run}-${index}`));
  const answering = Array.from({ length: 10 }, (_, index) => pushSubscriber(cloud.pushServiceOrigin, `${run}-${index}`));
  const recipient = (phone: ReturnType<typeof pushSubscriber>): PushRecipient => ({
    topic: 'team:t1:lakeside',
    subscriptionId: phone.id,
    endpoint: phone.subscription.endpoint,
    p256dh: phone.subscription.keys.p256dh,
    auth: phone.subscription.keys.auth,
  });
  const keys = createECDH('prime256v1');
  keys.generateKeys();
  const vapid = { publicKey: keys.getPublicKey().toString('base64url'), privateKey: keys.getPrivateKey().toString('base64url'), subject: 'mailto:ops@pitchside.test' };
  const sender = webPushSender({ vapid, allowedOrigins: [cloud.pushServiceOrigin, slowHost.origin], timeoutMs: 2000 });
  // What the sender was asked, per push service: the stuck host must not be sent its whole audience.
  const asked = new Map<string, number>();
  const counting: PushSender = {
    send: (to, sent) => {
      const origin = new URL(to.endpoint).origin;
      asked.set(origin, (asked.get(origin) ?? 0) + 1);
      return sender.send(to, sent);
    },
  };
  const retries: DeliveryMessage[] = [];
  const ports = {
    push: counting,
    follows: { remove: async () => undefined },
    retryLater: async (message: DeliveryMessage) => void retries.push(message),
    clock: { now: () => new Date() },
  } as unknown as SenderPorts;

  // The stuck host's phones first: in a plain queue they would take every slot before the others.
  const report = await deliver(ports, payload, [...stuck, ...answering].map(recipient));

  expect(report).toMatchObject({ delivered: answering.length, retried: stuck.length, dropped: 0 });
  const reached = (await (await fetch(`${cloud.pushServiceOrigin}/messages?prefix=${run}-`)).json()) as { id: string }[];
  expect(new Set(reached.map((push) => push.id))).toEqual(new Set(answering.map((phone) => phone.id)));
  expect(retries.flatMap((message) => recipientsOf(message).map((to) => to.subscriptionId)).sort()).toEqual(stuck.map((phone) => phone.id).sort());
  expect(asked.get(slowHost.origin)).toBeLessThanOrEqual(PUSH_CONCURRENCY_PER_HOST);
  expect(asked.get(cloud.pushServiceOrigin)).toBe(answering.length);
}, 60_000);
