import { rolesOf, type RouteDefinition, type Role } from '@pitchside/shared';
import type { MembershipRecord } from '../data/organizations';
import { ForbiddenError, UnauthorizedError, ValidationError } from '../errors';
import { appendInvocationKeys } from '../observability/invocation-context';
import type { Actor } from './actor';

/**
 * The one place that decides who may do what. Function level: the route's roles from the manifest.
 * Object level: the ownership predicates below, called by use cases with the object in hand.
 */
export function assertRouteAllowed(route: RouteDefinition, actor: Actor | null): void {
  if (route.auth === 'public') return;
  if (!actor) throw new UnauthorizedError();
  if (route.roles === 'any-signed-in' || route.roles === 'public') return;
  if (!route.roles.some((role) => actor.roles.includes(role))) throw new ForbiddenError();
}

export function membershipHasRole(membership: MembershipRecord, ...roles: Role[]): boolean {
  return rolesOf(membership.role).some((role) => roles.includes(role));
}

/**
 * Which organization an organizer acts for, decided from their memberships as stored now (not the token,
 * which may be an hour old): the one the request names, or their only one with a managing role. Holding a
 * role in another organization grants nothing here.
 */
export function resolveOrganization(memberships: readonly MembershipRecord[], requestedOrgId: string | undefined, managingRoles: readonly Role[]): MembershipRecord {
  return actingFor(chooseOrganization(memberships, requestedOrgId, managingRoles));
}

function chooseOrganization(memberships: readonly MembershipRecord[], requestedOrgId: string | undefined, managingRoles: readonly Role[]): MembershipRecord {
  const managing = memberships.filter((membership) => membershipHasRole(membership, ...managingRoles));
  if (requestedOrgId) {
    const chosen = managing.find((membership) => membership.orgId === requestedOrgId);
    if (!chosen) throw new ForbiddenError();
    return chosen;
  }
  const [only, ...others] = managing;
  if (!only) throw new ForbiddenError();
  if (others.length > 0) throw new ValidationError('Choose the organization you are acting for', { organization: 'Send the x-pitchside-org header' });
  return only;
}

/**
 * The organization a request acted for goes on its log lines (support finds a tenant's failures by it):
 * the one decided here, not the header the caller sent, which names it only when they chose one.
 */
export function actingFor(membership: MembershipRecord): MembershipRecord {
  appendInvocationKeys({ organization_id: membership.orgId });
  return membership;
}
