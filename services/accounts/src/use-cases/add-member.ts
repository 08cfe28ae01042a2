import type { RoleMap } from '@pitchside/shared';
import { Compensations, ConflictError } from '@pitchside/core';
import { type MembershipRecord } from '@pitchside/core/data';
import type { AccountsPorts } from '../ports';
import { unionRoles, userWithRoles, withMembership } from './role-union';

export const HAS_ACCOUNT_ALREADY = 'This person already has a Pitchside account: send them an invitation instead.';

/**
 * Creates a new account as a member of an organization with these roles: Cognito user, membership, user
 * item and groups land together or not at all. An existing account is never taken over this way (its
 * owner accepts an invitation instead), since another organization's admin would otherwise set its password.
 */
export async function addNewMember(
  ports: Pick<AccountsPorts, 'identity' | 'organizations'>,
  input: { orgId: string; email: string; displayName: string; password: string; role: RoleMap; phone?: string },
): Promise<MembershipRecord> {
  if (await ports.identity.findByEmail(input.email)) throw new ConflictError(HAS_ACCOUNT_ALREADY, 'has_account');
  return Compensations.run(async (compensations) => {
    // An admin typing an address proves nothing about who reads it: verified only once its owner resets the password.
    const account = await ports.identity.createUser({ email: input.email, password: input.password, displayName: input.displayName, emailVerified: false });
    compensations.add('delete the new Cognito user', () => ports.identity.deleteUser(account.username));
    const membership: MembershipRecord = { orgId: input.orgId, uid: account.uid, email: input.email, displayName: input.displayName, role: input.role };
    const memberships = withMembership([], input.orgId, membership);
    await ports.organizations.saveMembership({
      membership,
      user: userWithRoles({ uid: account.uid, email: input.email, displayName: input.displayName, ...(input.phone ? { phone: input.phone } : {}) }, memberships),
      isNew: true,
    });
    compensations.add('remove the new membership', () => ports.organizations.removeMembership({ orgId: input.orgId, uid: account.uid, user: null }));
    await ports.identity.setRoles(account.username, unionRoles(memberships));
    return membership;
  });
}
