import type { RouteDefinition } from '../platform/route-entry';
import type { RouteContract } from './route-contract';

export type JsonObject = Record<string, unknown>;

const errorBody = (description: string): JsonObject => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } } });

/** Every error a route can answer, with the one error body (ApiError). */
export const ERROR_RESPONSES: Record<string, JsonObject> = {
  BadRequest: errorBody('The request is not valid: `fields` says which inputs and why.'),
  Unauthorized: errorBody('No valid token (answered by the gateway with `{ message }` alone).'),
  Forbidden: errorBody('Your roles do not allow this, or the object belongs to another organization.'),
  NotFound: errorBody('No such object (or route) that you may see.'),
  Conflict: errorBody('Someone changed it since you read it, or the state does not allow it now.'),
  PayloadTooLarge: errorBody('The body is larger than the route accepts.'),
  TooManyRequests: errorBody('Too many attempts: try again later.'),
  InternalError: errorBody('A fault on our side; the body says nothing about it.'),
};

const ref = (name: string) => ({ $ref: `#/components/responses/${name}` });

/**
 * The statuses a route may answer besides its success: every route validates, may not find, refuses an
 * oversized request and may fail; a token route also 401/403s; a write can conflict; a few are rate-limited.
 */
export function errorResponsesOf(route: RouteDefinition, contract: RouteContract): JsonObject {
  return {
    '400': ref('BadRequest'),
    ...(route.auth === 'jwt' ? { '401': ref('Unauthorized') } : {}),
    '403': ref('Forbidden'),
    '404': ref('NotFound'),
    ...(route.method !== 'GET' ? { '409': ref('Conflict') } : {}),
    '413': ref('PayloadTooLarge'),
    ...(contract.rateLimited ? { '429': ref('TooManyRequests') } : {}),
    '500': ref('InternalError'),
  };
}
