import { createHash, randomBytes } from 'node:crypto';

/** A single-use secret for an e-mailed link: 256 random bits, URL-safe. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored, so a leaked table cannot be used to accept invites or reset passwords. */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
