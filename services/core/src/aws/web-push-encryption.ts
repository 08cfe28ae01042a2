import { createCipheriv, createECDH, createHmac, randomBytes } from 'node:crypto';

/** The record size written in the header: one record holds any push payload (≤ 4 KB). */
const RECORD_SIZE = 4096;
const KEY_INFO_PREFIX = Buffer.from('WebPush: info\0', 'latin1');
const CEK_INFO = Buffer.from('Content-Encoding: aes128gcm\0\x01', 'latin1');
const NONCE_INFO = Buffer.from('Content-Encoding: nonce\0\x01', 'latin1');
const FIRST_BLOCK = Buffer.from([1]);
/** The last (and only) record's delimiter (RFC 8188 §2). */
const LAST_RECORD = Buffer.from([2]);

/**
 * One ECDH object for the process: `generateKeys()` replaces its key pair on every call, so each message
 * still gets a fresh one, without building a new object per phone.
 */
const serverEcdh = createECDH('prime256v1');

/** Random bytes drawn in bulk and handed out 16 at a time, each once: one system call per 256 salts, not per phone. */
let randomPool = Buffer.alloc(0);
function freshSalt(): Buffer {
  if (randomPool.length < 16) randomPool = randomBytes(16 * 256);
  const salt = randomPool.subarray(0, 16);
  randomPool = randomPool.subarray(16);
  return salt;
}

const hmac = (key: Buffer, ...parts: Buffer[]) => {
  const mac = createHmac('sha256', key);
  for (const part of parts) mac.update(part);
  return mac.digest();
};

/**
 * A push payload encrypted for one phone (RFC 8291 with RFC 8188's aes128gcm): a fresh ECDH key pair and
 * salt for every message, as the RFC has the application server do; the phone's `p256dh` and `auth` as
 * stored. Native crypto only: one key generation, one key agreement, the HKDF steps as their HMACs (every
 * output fits one block, so extract and expand are one HMAC each, without `hkdfSync`'s per-call key
 * objects), one AES-GCM. This runs once per phone for a goal to 10,000 of them.
 */
export function encryptPushPayload(p256dh: string, auth: string, plaintext: Buffer): Buffer {
  const phoneKey = Buffer.from(p256dh, 'base64url');
  const authSecret = Buffer.from(auth, 'base64url');
  if (phoneKey.length !== 65 || authSecret.length !== 16) throw new Error('The subscription keys are not a P-256 key and a 16-byte secret');
  const serverKey = serverEcdh.generateKeys();
  const sharedSecret = serverEcdh.computeSecret(phoneKey);
  // IKM = HKDF(salt = auth, ikm = ECDH secret, info = "WebPush: info" ‖ 0 ‖ phone key ‖ server key, 32 bytes)
  const ikm = hmac(hmac(authSecret, sharedSecret), KEY_INFO_PREFIX, phoneKey, serverKey, FIRST_BLOCK);
  const salt = freshSalt();
  const prk = hmac(salt, ikm);
  const key = hmac(prk, CEK_INFO).subarray(0, 16);
  const nonce = hmac(prk, NONCE_INFO).subarray(0, 12);
  const cipher = createCipheriv('aes-128-gcm', key, nonce);
  const body = Buffer.concat([cipher.update(plaintext), cipher.update(LAST_RECORD), cipher.final(), cipher.getAuthTag()]);
  const header = Buffer.alloc(16 + 4 + 1);
  salt.copy(header, 0);
  header.writeUInt32BE(RECORD_SIZE, 16);
  header.writeUInt8(serverKey.length, 20);
  return Buffer.concat([header, serverKey, body]);
}
