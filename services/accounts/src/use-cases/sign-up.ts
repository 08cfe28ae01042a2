import { ConflictError, Compensations, TooManyRequestsError } from '@pitchside/core';
import { recordMetric } from '@pitchside/core/observability';
import { METRIC, type SignUpInput } from '@pitchside/shared';
import type { AccountsPorts } from '../ports';

const SIGN_UPS_PER_EMAIL_PER_HOUR = 5;

/**
 * Self sign-up: a new organizer with their own organization, as its admin. It never takes a role from
 * the caller. The account lands in Cognito and in the table together, or in neither.
 */
export async function signUp(ports: Pick<AccountsPorts, 'identity' | 'organizations' | 'rateLimiter' | 'newId'>, input: SignUpInput): Promise<{ uid: string; email: string; orgId: string }> {
  if (!(await ports.rateLimiter.attempt(`signup:${input.email}`, SIGN_UPS_PER_EMAIL_PER_HOUR, 3600))) {
    recordMetric(METRIC.signInLockouts);
    throw new TooManyRequestsError('Too many attempts. Wait a few minutes and try again.');
  }
  if (await ports.identity.findByEmail(input.email)) {
    throw new ConflictError('An account with this e-mail already exists. Sign in instead, or reset your password.', 'email_taken');
  }
  return Compensations.run(async (compensations) => {
    const account = await ports.identity.createUser({ email: input.email, password: input.password, displayName: input.displayName });
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
}
