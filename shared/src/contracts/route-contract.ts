import type * as z from 'zod';

/**
 * What a route takes and answers, beside the manifest's method, path and auth: the schemas the service
 * parses with and the schemas of what it sends. The OpenAPI document is built from these and nothing else.
 */
export interface RouteContract {
  /** One line: what the route does, for the reference. */
  readonly summary: string;
  readonly description?: string;
  readonly query?: z.ZodObject;
  /** The JSON body the route parses (absent: the route reads no body). */
  readonly body?: z.ZodType;
  /** The body may be left out altogether (the route then uses its defaults). */
  readonly bodyOptional?: boolean;
  /** Headers the route reads besides the organization header (the webhook's signature). */
  readonly headers?: readonly { name: string; description: string; required: boolean }[];
  /** The success answer: a JSON body with its schema, or a file of a media type. */
  readonly ok: { readonly status: 200 | 201; readonly schema: z.ZodType; readonly description?: string } | { readonly status: 200; readonly file: string; readonly description: string };
  /** A public read with an entity tag: answers 304 to a matching If-None-Match. */
  readonly cacheable?: boolean;
  /** Refused with 429 past a per-address or per-e-mail rate. */
  readonly rateLimited?: boolean;
}
