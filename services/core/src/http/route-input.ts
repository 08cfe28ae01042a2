import { pathParamNames, type RouteEntry, type RouteInput } from '@pitchside/shared';
import { NotFoundError } from '../errors';
import { parseInput } from './validation';

/**
 * A request's input parsed with its route entry: the path parameters the path names, the query with the
 * entry's query schema, the JSON body with its body schema (an optional body left out is `{}`: the
 * schema's defaults). A raw-body route (the webhook) keeps its body for its signature check.
 */
export function parseRouteInput(route: RouteEntry, sent: { params: Record<string, string>; query: Record<string, string>; body: unknown }): RouteInput<RouteEntry> {
  const params: Record<string, string> = {};
  for (const name of pathParamNames(route.path)) {
    const value = sent.params[name];
    // The gateway only routes a request whose path fills every parameter; anything else is not this route.
    if (value === undefined) throw new NotFoundError('No such route');
    params[name] = value;
  }
  const query = route.query ? parseInput(route.query, sent.query) : undefined;
  const body = route.body && !route.rawBody ? parseInput(route.body, sent.body === undefined && route.bodyOptional ? {} : sent.body) : undefined;
  return { params, query, body } as RouteInput<RouteEntry>;
}
