import { hashSecretToken, newSecretToken } from '@pitchside/core';
import type { AccountsPorts } from '../ports';

/**
 * Stores a single-use token for the account (only its hash, so a read of the table cannot reset anyone)
 * and returns the link the e-mail carries. A forgotten password and an imported user's welcome both end on
 * the reset-password screen, so the link is made here once.
 */
export async function issueResetLink(ports: Pick<AccountsPorts, 'resets' | 'clock' | 'appUrl'>, account: { uid: string; email: string }, validMs: number): Promise<string> {
  return issueMailboxLink(ports, account, validMs, '/admin/reset-password');
}

/**
 * A link whose coming back proves its holder reads the account's mailbox. Sign-up confirmations share the
 * reset links' store: a person has one working link at a time, and a completed reset (which proves the
 * mailbox as well) revokes an outstanding confirmation with the rest.
 */
export async function issueMailboxLink(ports: Pick<AccountsPorts, 'resets' | 'clock' | 'appUrl'>, account: { uid: string; email: string }, validMs: number, page: string): Promise<string> {
  const token = newSecretToken();
  await ports.resets.create({
    tokenHash: hashSecretToken(token),
    uid: account.uid,
    email: account.email,
    validUntil: new Date(ports.clock.now().getTime() + validMs).toISOString(),
  });
  return `${ports.appUrl}${page}?token=${encodeURIComponent(token)}`;
}
