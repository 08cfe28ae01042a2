import { createHash, randomBytes } from 'node:crypto';

/** A single-use secret for an e-mailed link: 256 random bits, URL-safe. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored, so a leaked table cannot be used to accept invites or reset passwords. */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * A registration application's id (issue 32): the club's idempotency key hashed with the tournament, so a key
 * means one application per tournament, and the key (kept by the club's browser) proves the club later (paying).
 */
export function applicationIdOf(tournamentId: string, idempotencyKey: string): string {
  return createHash('sha256').update(`${tournamentId}\u0000${idempotencyKey}`).digest('base64url').slice(0, 32);
}
