import { createHash } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { etagMatches, type RouteEntry, type RouteInput } from '@pitchside/shared';
import type { Actor } from '../auth/actor';

/** The HTTP API event, with the JWT authorizer's claims when the route has one. */
export type HttpEvent = APIGatewayProxyEventV2 & {
  requestContext: APIGatewayProxyEventV2['requestContext'] & {
    authorizer?: { jwt?: { claims: Record<string, string | number | boolean | string[]>; scopes: string[] | null } };
  };
};

export type HttpResponse = APIGatewayProxyStructuredResultV2;

/** What a use-case adapter sees: already parsed (with its route entry's schemas) and authenticated. */
export interface HttpRequest<E extends RouteEntry = RouteEntry> {
  actor: Actor | null;
  /** The path parameters, query and body, each parsed with the route entry's schema (a 400 before the handler otherwise). */
  input: RouteInput<E>;
  /** The manifest route this request matched: a stable key (function names do not survive minification). */
  routeId: string;
  rawBody: string;
  /** As sent: for keys (single-flight); a handler reads `input`. */
  params: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** Where the request came from (`callerAddressOf`): the key of per-source limits, never an identity. */
  callerAddress: string;
}

export interface HttpResult {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** A non-JSON answer (a calendar, a CSV, a PDF): sent as it is instead of `body`. */
  file?: FileBody;
}

/**
 * A file answer. Text goes out as UTF-8; bytes go out base64 with `isBase64Encoded`, which API Gateway's
 * HTTP API (and the local gateway) decode before the client sees them.
 */
export interface FileBody {
  contentType: string;
  content: string | Uint8Array;
  /** Offered as the download's name (Content-Disposition); without it the browser shows the file inline. */
  fileName?: string;
  /** `inline` lets the browser open it (a PDF in a tab) while still naming it; default `attachment`. */
  disposition?: 'attachment' | 'inline';
}

export type RouteHandler<E extends RouteEntry = RouteEntry> = (request: HttpRequest<E>) => Promise<HttpResult>;

/** A request on a JWT route: the gateway checked the token and the role check ran, so the actor is there. */
export interface SignedInRequest<E extends RouteEntry = RouteEntry> extends HttpRequest<E> {
  actor: Actor;
}

export type SignedInRouteHandler<E extends RouteEntry = RouteEntry> = (request: SignedInRequest<E>) => Promise<HttpResult>;

/** A 200 with a file (see FileBody); `headers` add to or override the defaults (cache-control: no-store). */
export function fileResult(file: FileBody, headers?: Record<string, string>): HttpResult {
  return headers ? { status: 200, file, headers } : { status: 200, file };
}

/**
 * A body already turned into JSON: a read shared by a crowd (the public pages) is serialised once, not
 * once per request that joined it.
 */
export class SerializedJson {
  #etag: string | undefined;

  constructor(readonly text: string) {}

  /** A weak entity tag of the text (weak: CloudFront may compress the answer), computed once. */
  get etag(): string {
    this.#etag ??= `W/"${createHash('sha1').update(this.text).digest('base64url')}"`;
    return this.#etag;
  }
}

/**
 * A cacheable JSON answer with its entity tag: 304 with no body when the caller already holds this very
 * answer (`If-None-Match`), so a page that looks again after a live update and finds nothing new costs
 * a few bytes.
 */
export function cacheableJson(request: Pick<HttpRequest, 'headers'>, body: SerializedJson, headers: Record<string, string>): HttpResult {
  const tagged = { ...headers, etag: body.etag };
  return etagMatches(request.headers['if-none-match'], body.etag) ? { status: 304, headers: tagged } : { status: 200, body, headers: tagged };
}

/**
 * A cacheable file answer (a calendar feed, a PDF) with a weak entity tag of its bytes: a calendar app
 * that refreshes every 15 minutes and finds nothing new gets a 304 with no body instead of the whole feed.
 */
export function cacheableFile(request: Pick<HttpRequest, 'headers'>, file: FileBody, headers: Record<string, string>): HttpResult {
  const etag = `W/"${createHash('sha1').update(file.content).digest('base64url')}"`;
  const tagged = { ...headers, etag };
  return etagMatches(request.headers['if-none-match'], etag) ? { status: 304, headers: tagged } : { status: 200, file, headers: tagged };
}

/** Shorthand for the usual 200-with-JSON answer. */
export function ok(body: unknown, headers?: Record<string, string>): HttpResult {
  return headers ? { status: 200, body, headers } : { status: 200, body };
}
