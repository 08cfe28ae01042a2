import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { Actor } from '../auth/actor';

/** The HTTP API event, with the JWT authorizer's claims when the route has one. */
export type HttpEvent = APIGatewayProxyEventV2 & {
  requestContext: APIGatewayProxyEventV2['requestContext'] & {
    authorizer?: { jwt?: { claims: Record<string, string | number | boolean | string[]>; scopes: string[] | null } };
  };
};

export type HttpResponse = APIGatewayProxyStructuredResultV2;

/** What a use-case adapter sees: already parsed and authenticated. */
export interface HttpRequest {
  actor: Actor | null;
  body: unknown;
  rawBody: string;
  params: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
}

export interface HttpResult {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type RouteHandler = (request: HttpRequest) => Promise<HttpResult>;

/** Shorthand for the usual 200-with-JSON answer. */
export function ok(body: unknown, headers?: Record<string, string>): HttpResult {
  return headers ? { status: 200, body, headers } : { status: 200, body };
}
