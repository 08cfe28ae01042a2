import type { MeResponse } from '@pitchside/shared';
import type { Actor } from '@pitchside/core';
import type { AccountsPorts } from '../ports';
import { roleMapFrom, unionRoles } from './role-union';

/**
 * The signed-in person as the app shows them: profile and organizations from the table, so a role
 * granted or taken away shows at once, without waiting for a new token.
 */
export async function getMe(ports: Pick<AccountsPorts, 'users' | 'organizations'>, actor: Actor): Promise<MeResponse> {
  const [stored, memberships] = await Promise.all([ports.users.findByUid(actor.uid), ports.organizations.membershipsOfUser(actor.uid)]);
  const organizations = await ports.organizations.getOrganizations(memberships.map((membership) => membership.orgId));
  const names = new Map(organizations.map((organization) => [organization.orgId, organization.name]));
  return {
    uid: actor.uid,
    email: stored?.email ?? actor.email,
    displayName: stored?.displayName ?? actor.displayName,
    ...(stored?.phone ? { phone: stored.phone } : {}),
    ...(stored?.language ? { language: stored.language } : {}),
    role: memberships.length > 0 ? roleMapFrom(unionRoles(memberships)) : roleMapFrom(actor.roles),
    organizations: memberships
      .map((membership) => ({ orgId: membership.orgId, name: names.get(membership.orgId) ?? membership.orgId, role: membership.role }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}
