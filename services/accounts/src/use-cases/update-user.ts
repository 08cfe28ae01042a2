import { MESSAGES, rolesOf, type UpdateUserInput, type UserSummary } from '@pitchside/shared';
import { Compensations, ConflictError, NotFoundError, ValidationError, type Actor } from '@pitchside/core';
import { type MembershipRecord } from '@pitchside/core/data';
import type { AccountsPorts } from '../ports';
import { actingOrganization } from './acting-organization';
import { unionRoles, userWithRoles, withMembership } from './role-union';

export const LAST_ADMIN = 'An organization needs at least one admin: make someone else admin first.';

export async function assertAnotherAdminRemains(ports: Pick<AccountsPorts, 'organizations'>, orgId: string, leaving: MembershipRecord): Promise<void> {
  if (!leaving.role.admin) return;
  const admins = (await ports.organizations.membersOf(orgId)).filter((member) => member.role.admin && member.uid !== leaving.uid);
  if (admins.length === 0) throw new ConflictError(LAST_ADMIN, 'last_admin');
}

/**
 * An admin changes a member's roles in their organization, or their name and phone. E-mail and password
 * belong to the person (who may work for other organizations too) and are refused here; so does the name
 * other organizations see: the admin renames the person only inside their own organization.
 */
export async function updateUser(
  ports: Pick<AccountsPorts, 'identity' | 'organizations' | 'users'>,
  actor: Actor,
  orgId: string | undefined,
  input: UpdateUserInput,
): Promise<{ message: string; user: UserSummary }> {
  const acting = await actingOrganization(ports, actor, orgId, ['admin']);
  const { properties } = input;
  if (properties.email !== undefined || properties.password !== undefined) {
    throw new ValidationError('Some fields are not valid', {
      ...(properties.email !== undefined ? { 'properties.email': 'Only the person can change their e-mail' } : {}),
      ...(properties.password !== undefined ? { 'properties.password': 'Only the person can change their password (Forgot password)' } : {}),
    });
  }
  const current = await ports.organizations.getMembership(acting.orgId, input.uid);
  const user = await ports.users.findByUid(input.uid);
  if (!current || !user) throw new NotFoundError(MESSAGES.noSuchDocument);
  if (properties.role && rolesOf(properties.role).length === 0) throw new ValidationError('Some fields are not valid', { 'properties.role': 'Choose at least one role' });
  if (properties.role && !properties.role.admin) await assertAnotherAdminRemains(ports, acting.orgId, current);

  const memberships = await ports.organizations.membershipsOfUser(input.uid);
  const displayName = properties.displayName ?? current.displayName;
  // The name is how this organization knows the person; it is theirs everywhere only when this is their only organization.
  const everywhere = memberships.every((membership) => membership.orgId === acting.orgId);
  const personName = everywhere ? displayName : user.displayName;
  const phone = 'phone' in properties ? properties.phone : user.phone;
  const updatedMembership: MembershipRecord = { ...current, displayName, role: properties.role ?? current.role };
  const updatedMemberships = withMembership(memberships, acting.orgId, updatedMembership);
  const { phone: _oldPhone, ...userWithoutPhone } = user;
  const updatedUser = userWithRoles({ ...userWithoutPhone, displayName: personName, ...(phone ? { phone } : {}) }, updatedMemberships);

  await Compensations.run(async (compensations) => {
    await ports.organizations.saveMembership({ membership: updatedMembership, user: updatedUser, isNew: false });
    compensations.add('restore the previous user and membership', () => ports.organizations.saveMembership({ membership: current, user, isNew: false }));
    const account = await ports.identity.findByEmail(user.email);
    if (!account) throw new NotFoundError(MESSAGES.noSuchDocument);
    const previousRoles = unionRoles(memberships);
    await ports.identity.setRoles(account.username, unionRoles(updatedMemberships));
    compensations.add('restore the previous groups', () => ports.identity.setRoles(account.username, previousRoles));
    if (personName !== user.displayName) await ports.identity.setDisplayName(account.username, personName);
  });

  return {
    message: 'User updated successfully',
    user: { uid: user.uid, email: user.email, displayName, role: updatedMembership.role, createdAt: current.createdAt ?? '', ...(phone ? { phone } : {}) },
  };
}
