import { MESSAGES, METRIC, type ForgotPasswordInput, type Locale } from '@pitchside/shared';
import { NotFoundError, TooManyRequestsError } from '@pitchside/core';
import { recordMetric } from '@pitchside/core/observability';
import { passwordResetMail } from '../mail/templates';
import type { AccountsPorts } from '../ports';
import { issueResetLink } from './reset-link';

export const RESET_VALID_MINUTES = 60;
const RESETS_PER_EMAIL_PER_HOUR = 5;

/**
 * Sends a single-use reset link by e-mail. The spec names an unknown address ('No user found with that
 * email address'), which tells a caller whether an account exists; attempts are throttled per address. The e-mail speaks the account's language, else the asking screen's.
 */
export async function forgotPassword(
  ports: Pick<AccountsPorts, 'identity' | 'users' | 'resets' | 'mailer' | 'rateLimiter' | 'clock' | 'appUrl'>,
  input: ForgotPasswordInput,
  screenLanguage: Locale = 'en',
): Promise<{ message: string }> {
  if (!(await ports.rateLimiter.attempt(`reset:${input.email}`, RESETS_PER_EMAIL_PER_HOUR, 3600))) {
    recordMetric(METRIC.signInLockouts);
    throw new TooManyRequestsError('Too many attempts. Wait a few minutes and try again.');
  }
  const account = await ports.identity.findByEmail(input.email);
  if (!account) throw new NotFoundError(MESSAGES.resetUnknownEmail);
  const url = await issueResetLink(ports, { uid: account.uid, email: input.email }, RESET_VALID_MINUTES * 60_000);
  await ports.mailer.send(
    passwordResetMail({
      to: input.email,
      url,
      validMinutes: RESET_VALID_MINUTES,
      language: (await ports.users.findByUid(account.uid))?.language ?? screenLanguage,
    }),
  );
  return { message: MESSAGES.resetSent };
}
