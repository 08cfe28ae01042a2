import type { Role } from '@pitchside/shared';
import { resolveOrganization, type Actor } from '@pitchside/core';
import { type MembershipRecord } from '@pitchside/core/data';
import type { AccountsPorts } from '../ports';

/** The organization the caller manages in this request, from their stored memberships. */
export async function actingOrganization(ports: Pick<AccountsPorts, 'organizations'>, actor: Actor, requestedOrgId: string | undefined, managingRoles: readonly Role[]): Promise<MembershipRecord> {
  const memberships = await ports.organizations.membershipsOfUser(actor.uid);
  return resolveOrganization(memberships, requestedOrgId, managingRoles);
}
