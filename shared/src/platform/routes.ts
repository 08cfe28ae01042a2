import type { Role } from '../roles';

/**
 * The route manifest: every HTTP route as data. CDK builds the API from it, the local gateway serves
 * from it, each service's router must cover exactly its routes, and the permission-matrix test walks it.
 * It lives in shared (and infra re-exports it) so services, infra and the web read one definition
 * without a dependency cycle.
 */
export const HTTP_SERVICES = ['accounts'] as const;
export type HttpService = (typeof HTTP_SERVICES)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `public`: no token needed. `jwt`: a valid Cognito ID token, checked by the gateway's JWT authorizer. */
export type RouteAuth = 'public' | 'jwt';

/** Who may call a `jwt` route at all (function level); ownership is checked per object in the use case. */
export type RouteRoles = readonly Role[] | 'any-signed-in';

export interface RouteDefinition {
  readonly id: string;
  readonly method: HttpMethod;
  /** API Gateway path syntax: `/api/tournaments/{tournamentId}`. */
  readonly path: string;
  readonly service: HttpService;
  readonly auth: RouteAuth;
  readonly roles: RouteRoles | 'public';
  /** Raw body wanted (webhook signatures); the JSON body parser leaves it alone. */
  readonly rawBody?: boolean;
}

export const ROUTES = [
  { id: 'health', method: 'GET', path: '/api/health', service: 'accounts', auth: 'public', roles: 'public' },
  { id: 'me', method: 'GET', path: '/api/me', service: 'accounts', auth: 'jwt', roles: 'any-signed-in' },
] as const satisfies readonly RouteDefinition[];

export type RouteId = (typeof ROUTES)[number]['id'];
export type RouteIdOf<S extends HttpService> = Extract<(typeof ROUTES)[number], { service: S }>['id'];

export function routeKey(route: Pick<RouteDefinition, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}

export function routesOf(service: HttpService): readonly RouteDefinition[] {
  return ROUTES.filter((route) => route.service === service);
}

export function routeById(id: RouteId): RouteDefinition {
  const route = ROUTES.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`Unknown route ${id}`);
  return route;
}
