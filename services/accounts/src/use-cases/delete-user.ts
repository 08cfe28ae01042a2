import { MESSAGES } from '@pitchside/shared';
import { Compensations, NotFoundError, ValidationError, type Actor } from '@pitchside/core';
import type { AccountsPorts } from '../ports';
import { actingOrganization } from './acting-organization';
import { unionRoles, userWithRoles, withMembership } from './role-union';
import { assertAnotherAdminRemains } from './update-user';

/**
 * Removes a person from the admin's organization. Their account goes only when no organization is
 * left that they work for; otherwise they keep it with the roles their other memberships give.
 */
export async function deleteUser(ports: Pick<AccountsPorts, 'identity' | 'organizations' | 'users'>, actor: Actor, orgId: string | undefined, uid: string | undefined): Promise<{ message: string }> {
  if (!uid) throw new ValidationError('Some fields are not valid', { uid: 'Please input your uid' });
  const acting = await actingOrganization(ports, actor, orgId, ['admin']);
  if (uid === actor.uid) throw new ValidationError('You cannot delete yourself: ask another admin.');
  const membership = await ports.organizations.getMembership(acting.orgId, uid);
  const user = await ports.users.findByUid(uid);
  if (!membership || !user) throw new NotFoundError(MESSAGES.noSuchDocument);
  await assertAnotherAdminRemains(ports, acting.orgId, membership);

  const memberships = await ports.organizations.membershipsOfUser(uid);
  const remaining = withMembership(memberships, acting.orgId, null);
  const account = await ports.identity.findByEmail(user.email);

  await Compensations.run(async (compensations) => {
    const remainingUser = remaining.length > 0 ? userWithRoles(user, remaining) : null;
    await ports.organizations.removeMembership({ orgId: acting.orgId, uid, user: remainingUser });
    compensations.add('restore the membership', () => ports.organizations.saveMembership({ membership, user, isNew: true }));
    if (!account) return;
    if (remaining.length === 0) await ports.identity.deleteUser(account.username);
    else await ports.identity.setRoles(account.username, unionRoles(remaining));
  });
  return { message: MESSAGES.userDeleted };
}
