import { MESSAGES, METRIC, type ConfirmEmailInput } from '@pitchside/shared';
import { hashSecretToken, NotFoundError, TooManyRequestsError } from '@pitchside/core';
import { recordMetric } from '@pitchside/core/observability';
import type { AccountsPorts } from '../ports';

const CONFIRMATIONS_PER_TOKEN_PER_HOUR = 10;

/**
 * The sign-up's e-mailed link came back: its holder reads the address, which from now on counts as the
 * account's (an invitation to it may be accepted). The link works once, and only while the address is
 * still the account's.
 */
export async function confirmEmail(ports: Pick<AccountsPorts, 'identity' | 'resets' | 'rateLimiter' | 'clock'>, input: ConfirmEmailInput): Promise<{ message: string }> {
  const tokenHash = hashSecretToken(input.token);
  if (!(await ports.rateLimiter.attempt(`confirm:${tokenHash}`, CONFIRMATIONS_PER_TOKEN_PER_HOUR, 3600))) {
    recordMetric(METRIC.signInLockouts);
    throw new TooManyRequestsError('Too many attempts. Wait a few minutes and try again.');
  }
  const claimed = await ports.resets.claim(tokenHash, ports.clock.now());
  if (!claimed) throw new NotFoundError(MESSAGES.confirmLinkInvalid);
  const account = await ports.identity.findByEmail(claimed.email);
  if (!account || account.uid !== claimed.uid) throw new NotFoundError(MESSAGES.confirmLinkInvalid);
  await ports.identity.markEmailVerified(account.username, claimed.email);
  await ports.resets.revokeAll(claimed.uid);
  return { message: MESSAGES.emailConfirmed };
}
