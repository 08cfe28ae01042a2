import type { ResetPasswordInput } from '@pitchside/shared';
import { hashSecretToken, NotFoundError } from '@pitchside/core';
import type { AccountsPorts } from '../ports';

export const RESET_LINK_INVALID = 'This reset link is invalid or has expired. Ask for a new one.';

/**
 * Sets a new password from an e-mailed link. Only the newest link works, once; a failure gives it back,
 * and a completed reset revokes every link still outstanding.
 *
 * The link proves its holder reads the account's address: the address counts as verified from now on,
 * and every other session ends, so whoever signed up with someone else's address first loses the account
 * to its owner.
 */
export async function resetPassword(ports: Pick<AccountsPorts, 'identity' | 'resets' | 'clock'>, input: ResetPasswordInput): Promise<{ message: string }> {
  const tokenHash = hashSecretToken(input.token);
  const reset = await ports.resets.claim(tokenHash, ports.clock.now());
  if (!reset) throw new NotFoundError(RESET_LINK_INVALID);
  try {
    const account = await ports.identity.findByEmail(reset.email);
    if (!account) throw new NotFoundError(RESET_LINK_INVALID);
    await ports.identity.setPassword(account.username, input.password);
    await ports.identity.markEmailVerified(account.username, reset.email);
    await ports.identity.signOutEverywhere(account.username);
  } catch (error) {
    await ports.resets.release(tokenHash);
    throw error;
  }
  await ports.resets.revokeAll(reset.uid);
  return { message: 'Your password has been changed. Sign in with the new one.' };
}
