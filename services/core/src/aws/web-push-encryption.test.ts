import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { encryptPushPayload } from './web-push-encryption';

// http_ece (no types) is what the web-push library encrypts with; here it decrypts as a phone would.
interface Ece {
  decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string }): Buffer;
}
let ece: Ece;
beforeAll(async () => {
  const loaded = (await import('http_ece' as string)) as { default?: Ece } & Ece;
  ece = loaded.default ?? loaded;
});

function phone() {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') };
}

const decrypt = (to: ReturnType<typeof phone>, body: Buffer) => ece.decrypt(body, { version: 'aes128gcm', privateKey: to.ecdh, authSecret: to.auth }).toString('utf8');

describe('encryptPushPayload (RFC 8291, aes128gcm)', () => {
  it('is read by the phone it was encrypted for', () => {
    const to = phone();
    const text = JSON.stringify({ title: 'Goal! Red Lions 1–0 Blue Sharks', body: 'Ana Silva (Red Lions)' });
    expect(decrypt(to, encryptPushPayload(to.p256dh, to.auth, Buffer.from(text)))).toBe(text);
  });

  it('uses a fresh key and salt for every message: the same words twice never look alike', () => {
    const to = phone();
    const first = encryptPushPayload(to.p256dh, to.auth, Buffer.from('same'));
    const second = encryptPushPayload(to.p256dh, to.auth, Buffer.from('same'));
    expect(first.subarray(0, 16).equals(second.subarray(0, 16))).toBe(false);
    expect(first.subarray(21, 86).equals(second.subarray(21, 86))).toBe(false);
  });

  it('cannot be read with another phone’s keys', () => {
    const to = phone();
    const other = phone();
    const body = encryptPushPayload(to.p256dh, to.auth, Buffer.from('private'));
    expect(() => decrypt({ ...other, auth: to.auth }, body)).toThrow();
  });

  it('refuses keys of the wrong size', () => {
    expect(() => encryptPushPayload(Buffer.alloc(32).toString('base64url'), randomBytes(16).toString('base64url'), Buffer.from('x'))).toThrow(/P-256/);
  });
});
