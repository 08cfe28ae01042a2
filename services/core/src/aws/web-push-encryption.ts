import { createCipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';

/** The record size written in the header: one record holds any push payload (≤ 4 KB). */
const RECORD_SIZE = 4096;
const KEY_INFO_PREFIX = Buffer.from('WebPush: info\0', 'latin1');
const CEK_INFO = Buffer.from('Content-Encoding: aes128gcm\0', 'latin1');
const NONCE_INFO = Buffer.from('Content-Encoding: nonce\0', 'latin1');
/** The last (and only) record's delimiter (RFC 8188 §2). */
const LAST_RECORD = Buffer.from([2]);

/**
 * A push payload encrypted for one phone (RFC 8291 with RFC 8188's aes128gcm): a fresh ECDH key pair and
 * salt for every message, as the RFC has the application server do; the phone's `p256dh` and `auth` as
 * stored. Native crypto only (one key generation, one key agreement, three HKDFs, one AES-GCM), without
 * the per-call conversions of a general library — this runs once per phone for a goal to 10,000 of them.
 */
export function encryptPushPayload(p256dh: string, auth: string, plaintext: Buffer): Buffer {
  const phoneKey = Buffer.from(p256dh, 'base64url');
  const authSecret = Buffer.from(auth, 'base64url');
  if (phoneKey.length !== 65 || authSecret.length !== 16) throw new Error('The subscription keys are not a P-256 key and a 16-byte secret');
  const ecdh = createECDH('prime256v1');
  const serverKey = ecdh.generateKeys();
  const sharedSecret = ecdh.computeSecret(phoneKey);
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, authSecret, Buffer.concat([KEY_INFO_PREFIX, phoneKey, serverKey]), 32));
  const salt = randomBytes(16);
  const key = Buffer.from(hkdfSync('sha256', ikm, salt, CEK_INFO, 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, NONCE_INFO, 12));
  const cipher = createCipheriv('aes-128-gcm', key, nonce);
  const body = Buffer.concat([cipher.update(plaintext), cipher.update(LAST_RECORD), cipher.final(), cipher.getAuthTag()]);
  const header = Buffer.alloc(16 + 4 + 1);
  salt.copy(header, 0);
  header.writeUInt32BE(RECORD_SIZE, 16);
  header.writeUInt8(serverKey.length, 20);
  return Buffer.concat([header, serverKey, body]);
}
