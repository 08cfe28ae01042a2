import type * as z from 'zod';
import type { RouteContract } from '../contracts/route-contract';
import type { Role } from '../roles';

export const HTTP_SERVICES = ['accounts', 'tournaments', 'imports', 'matches', 'payments', 'scheduling', 'notifications', 'registration', 'referee-pay', 'referees'] as const;
export type HttpService = (typeof HTTP_SERVICES)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `public`: no token needed. `jwt`: a valid Cognito ID token, checked by the gateway's JWT authorizer. */
export type RouteAuth = 'public' | 'jwt';

/** Who may call a `jwt` route at all (function level); ownership is checked per object in the use case. */
export type RouteRoles = readonly Role[] | 'any-signed-in';

/** Where a route is and who may call it: what CDK, the local gateway and the role check read. */
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
  /** A GET that answers HEAD too (calendar apps and link checkers ask HEAD first): a second route, same handler. */
  readonly head?: boolean;
}

/**
 * A route, once: where it is and who may call it, what it takes (path parameters from the path, query,
 * body) and what it answers. The server parses a request with it, the web builds its URL and checks its
 * answer with it, and the OpenAPI document is generated from it.
 */
export type RouteEntry = RouteDefinition & RouteContract;

/**
 * Types an entry with its literal id, path and schemas (so a handler's input and the web's answer are
 * inferred from it). An identity at run time: a bundle keeps only the entries it uses.
 */
export function defineRoute<const E extends RouteEntry>(entry: E): E {
  return entry;
}

type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParamNames<Rest> : never;

/** The path parameters of a path template: `{ tournamentId: string }` for `/api/tournaments/{tournamentId}`. */
export type PathParams<P extends string> = { readonly [K in PathParamNames<P>]: string };

/** The names in a path template, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
}

type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler receives: the path parameters, the query and the body, each parsed with the entry's schema. */
export interface RouteInput<E extends RouteEntry> {
  readonly params: PathParams<E['path']>;
  readonly query: OutputOf<E['query']>;
  readonly body: E['rawBody'] extends true ? undefined : OutputOf<E['body']>;
}

/** The success answer of a JSON route, as its schema parses it. */
export type RouteAnswer<E extends RouteEntry> = E['ok'] extends { readonly schema: infer S } ? OutputOf<S> : never;

/** The URL path of a route for these parameters, each one encoded. */
export function routePath<E extends RouteEntry>(entry: E, params: PathParams<E['path']>): string {
  const values = params as Record<string, string>;
  return entry.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}
