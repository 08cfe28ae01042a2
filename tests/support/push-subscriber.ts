import { createECDH, randomBytes } from 'node:crypto';
import type { PushPayload } from '@pitchside/shared';
// http_ece is the RFC 8188/8291 implementation the web-push library encrypts with; here it decrypts as a browser would.
import ece from 'http_ece';

/**
 * A phone's push subscription under the local push-service emulator: its own P-256 key pair and auth
 * secret, as a browser makes them, so a test can decrypt what the sender pushed and read the payload.
 */
export function pushSubscriber(pushServiceOrigin: string, id: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const subscription = { endpoint: `${pushServiceOrigin}/push/${id}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
  return {
    id,
    subscription,
    /** Every push the emulator received for this subscription, decrypted. */
    async received(): Promise<PushPayload[]> {
      const answer = await fetch(`${pushServiceOrigin}/messages?id=${encodeURIComponent(id)}`);
      const pushes = (await answer.json()) as { body: string }[];
      return pushes.map(
        (push) => JSON.parse(ece.decrypt(Buffer.from(push.body, 'base64'), { version: 'aes128gcm', privateKey: ecdh, authSecret: auth.toString('base64url') }).toString('utf8')) as PushPayload,
      );
    },
  };
}
export type PushSubscriber = ReturnType<typeof pushSubscriber>;
