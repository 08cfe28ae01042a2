/** The route manifest, as infra reads it. One definition: see shared/src/platform/routes.ts. */
export { ROUTES, routeKey, routesOf, HTTP_SERVICES, type RouteDefinition, type HttpService } from '@pitchside/shared';
