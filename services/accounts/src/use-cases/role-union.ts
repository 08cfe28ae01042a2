import { ROLES, type RoleMap, type Role } from '@pitchside/shared';
import type { MembershipRecord, UserRecord } from '@pitchside/core/data';

/** A person's roles everywhere: what their Cognito groups and their user item's role map must say. */
export function unionRoles(memberships: readonly Pick<MembershipRecord, 'role'>[]): Role[] {
  return ROLES.filter((role) => memberships.some((membership) => membership.role[role] === true));
}

export function roleMapFrom(roles: readonly Role[]): RoleMap {
  return Object.fromEntries(roles.map((role) => [role, true])) as RoleMap;
}

/** The user item after a membership change, with the recomputed role map. */
export function userWithRoles(user: Omit<UserRecord, 'role'>, memberships: readonly Pick<MembershipRecord, 'role'>[]): UserRecord {
  return { ...user, role: roleMapFrom(unionRoles(memberships)) };
}

/** Replaces (or adds, or with null removes) the membership of one organization in a person's list. */
export function withMembership(memberships: readonly MembershipRecord[], orgId: string, replacement: MembershipRecord | null): MembershipRecord[] {
  const others = memberships.filter((membership) => membership.orgId !== orgId);
  return replacement ? [...others, replacement] : others;
}
