import { ConflictError, Compensations, TooManyRequestsError } from '@pitchside/core';
import { recordMetric } from '@pitchside/core/observability';
import { MESSAGES, METRIC, type Locale, type SignUpInput } from '@pitchside/shared';
import { confirmEmailMail } from '../mail/templates';
import type { AccountsPorts } from '../ports';
import { issueMailboxLink } from './reset-link';

const SIGN_UPS_PER_EMAIL_PER_HOUR = 5;
export const CONFIRM_VALID_HOURS = 24;
export const CONFIRM_EMAIL_PAGE = '/admin/confirm-email';

type SignUpPorts = Pick<AccountsPorts, 'identity' | 'organizations' | 'rateLimiter' | 'newId' | 'resets' | 'mailer' | 'clock' | 'appUrl'>;

/**
 * Self sign-up: a new organizer with their own organization, as its admin. It never takes a role from
 * the caller. The account lands in Cognito and in the table together, or in neither.
 *
 * Typing an address proves nothing: the account starts with it unverified and a link goes to it. Until the
 * link comes back no invitation to that address can be accepted with this account, so signing up first
 * with a colleague's address gains nothing; the colleague takes the account over with a password reset.
 */
export async function signUp(ports: SignUpPorts, input: SignUpInput, screenLanguage: Locale = 'en'): Promise<{ uid: string; email: string; orgId: string; message: string }> {
  if (!(await ports.rateLimiter.attempt(`signup:${input.email}`, SIGN_UPS_PER_EMAIL_PER_HOUR, 3600))) {
    recordMetric(METRIC.signInLockouts);
    throw new TooManyRequestsError('Too many attempts. Wait a few minutes and try again.');
  }
  if (await ports.identity.findByEmail(input.email)) {
    throw new ConflictError('An account with this e-mail already exists. Sign in instead, or reset your password.', 'email_taken');
  }
  const created = await Compensations.run(async (compensations) => {
    const account = await ports.identity.createUser({ email: input.email, password: input.password, displayName: input.displayName, emailVerified: false });
    compensations.add('delete the new Cognito user', () => ports.identity.deleteUser(account.username));
    const orgId = ports.newId();
    const role = { admin: true } as const;
    await ports.organizations.createOrganization({
      organization: { orgId, name: input.organizationName, ownerUid: account.uid },
      owner: { orgId, uid: account.uid, email: input.email, displayName: input.displayName, role },
      user: { uid: account.uid, email: input.email, displayName: input.displayName, role },
    });
    compensations.add('remove the new organization membership', () => ports.organizations.removeMembership({ orgId, uid: account.uid, user: null }));
    await ports.identity.setRoles(account.username, ['admin']);
    return { uid: account.uid, email: input.email, orgId };
  });
  // A lost e-mail leaves a working account with an unproved address; a password reset proves it as well.
  const url = await issueMailboxLink(ports, created, CONFIRM_VALID_HOURS * 3_600_000, CONFIRM_EMAIL_PAGE);
  await ports.mailer.send(confirmEmailMail({ to: input.email, url, validHours: CONFIRM_VALID_HOURS, language: screenLanguage }));
  return { ...created, message: MESSAGES.signUpConfirmSent };
}
