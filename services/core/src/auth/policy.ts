import type { RouteDefinition, Role } from '@pitchside/shared';
import { ForbiddenError, UnauthorizedError } from '../errors';
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

export function hasRole(actor: Actor, ...roles: Role[]): boolean {
  return roles.some((role) => actor.roles.includes(role));
}
