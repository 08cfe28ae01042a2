import * as z from 'zod';
import { ORGANIZATION_HEADER } from '../constants/auth';
import { ROUTES } from '../platform/routes';
import type { RouteDefinition, RouteEntry } from '../platform/route-entry';
import { apiErrorSchema } from './common-responses';
import { errorResponsesOf, ERROR_RESPONSES, type JsonObject } from './openapi-errors';
import type { RouteContract } from './route-contract';

/**
 * The OpenAPI 3.1 document, built from the route entries (`ROUTES`): zod's own JSON Schema
 * output (draft 2020-12, the dialect of OpenAPI 3.1) for every body, nothing written by hand twice.
 * `docs/openapi.json` is this function's output, committed, so a change of the API shows in a diff
 * (regenerate with `npm run openapi`); `GET /api/openapi.json` serves the same document.
 */

/** The API's version: the major part changes only with a breaking change (docs/api.md, "Versioning"). */
export const API_VERSION = '1.0.0';

const COMPONENT_REF = '#/components/schemas/';

const pascal = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

const THIS_ZOD_CLASSES = new Set<unknown>(Object.values(z));
/** Whether `schema` was made by this copy of zod: its constructor is one of this copy's schema classes. */
const fromThisZod = (schema: object) => THIS_ZOD_CLASSES.has(schema.constructor);
/** The named shapes as this module loads: every route's schemas are defined by then, and none of another copy's can have replaced them yet. */
const NAMED_AT_LOAD = [...z.globalRegistry._idmap].filter(([, schema]) => fromThisZod(schema));

/** This copy's named shapes: those of load time, and any named later by this copy. */
function ownNamedShapes(): Map<string, object> {
  const named = new Map<string, object>(NAMED_AT_LOAD);
  for (const [id, schema] of z.globalRegistry._idmap) if (fromThisZod(schema)) named.set(id, schema);
  return named;
}

/** Names every body schema once: its own `meta({ id })`, else after the first route that uses it. */
function componentRegistry(): { registry: z.core.$ZodRegistry<{ id: string }>; nameOf: Map<z.ZodType, string> } {
  const registry = z.registry<{ id: string }>();
  const nameOf = new Map<z.ZodType, string>();
  const add = (schema: z.ZodType, fallback: string) => {
    if (nameOf.has(schema)) return;
    const id = z.globalRegistry.get(schema)?.id ?? fallback;
    nameOf.set(schema, id);
    registry.add(schema, { id });
  };
  add(apiErrorSchema, 'ApiError');
  // Shapes named where they are defined (MatchView, TournamentSummary, …) become components too, so
  // every answer that holds one refers to the same definition. zod keeps its id registry on globalThis: where
  // several bundles share a process (the local cloud hosts every function in one), another bundle's copy of
  // a shape holds the same id, and only this copy's schemas may be named here.
  for (const [id, schema] of ownNamedShapes()) add(schema as z.ZodType, id);
  for (const route of ROUTES as readonly RouteEntry[]) {
    if (route.body) add(route.body, `${pascal(route.id)}Request`);
    if ('schema' in route.ok) add(route.ok.schema, `${pascal(route.id)}Answer`);
  }
  return { registry, nameOf };
}

/** zod's JSON Schema output for every component; `$schema` and `$id` dropped (the document states the dialect once). */
function componentSchemas(registry: z.core.$ZodRegistry<{ id: string }>): Record<string, JsonObject> {
  const { schemas } = z.toJSONSchema(registry, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any', uri: (id) => `${COMPONENT_REF}${id}` });
  const sorted: Record<string, JsonObject> = {};
  for (const id of Object.keys(schemas).sort()) {
    const { $schema: _dialect, $id: _id, ...schema } = schemas[id] as JsonObject;
    sorted[id] = schema;
  }
  return sorted;
}

function pathParameters(route: RouteDefinition): JsonObject[] {
  return [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string', maxLength: 200 } }));
}

function queryParameters(contract: RouteContract): JsonObject[] {
  if (!contract.query) return [];
  const schema = z.toJSONSchema(contract.query, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, JsonObject>; required?: string[] };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => {
    const { description, ...rest } = property;
    return { name, in: 'query', required: (schema.required ?? []).includes(name), ...(description ? { description } : {}), schema: rest };
  });
}

function headerParameters(route: RouteDefinition, contract: RouteContract): JsonObject[] {
  const own = (contract.headers ?? []).map((header) => ({ name: header.name, in: 'header', required: header.required, description: header.description, schema: { type: 'string' } }));
  return route.auth === 'jwt' ? [{ $ref: '#/components/parameters/Organization' }, ...own] : own;
}

function securityOf(route: RouteDefinition): JsonObject[] {
  if (route.rawBody) return [{ stripeSignature: [] }];
  return route.auth === 'jwt' ? [{ cognitoJwt: [] }] : [];
}

function whoMay(route: RouteDefinition): string {
  if (route.rawBody) return 'Who: Stripe (the request is verified by its signature).';
  if (route.roles === 'public') return 'Who: anyone (no token).';
  if (route.roles === 'any-signed-in') return 'Who: anyone signed in.';
  return `Who: ${route.roles.join(', ')} (and only on objects of their own organization).`;
}

function successResponse(contract: RouteContract, nameOf: Map<z.ZodType, string>): JsonObject {
  const { ok } = contract;
  if ('file' in ok) return { description: ok.description, content: { [ok.file]: { schema: { type: 'string' } } } };
  return { description: ok.description ?? (ok.status === 201 ? 'Created.' : 'OK.'), content: { 'application/json': { schema: { $ref: `${COMPONENT_REF}${nameOf.get(ok.schema)}` } } } };
}

function operation(route: RouteDefinition, contract: RouteContract, nameOf: Map<z.ZodType, string>): JsonObject {
  const parameters = [...pathParameters(route), ...queryParameters(contract), ...headerParameters(route, contract)];
  const responses: JsonObject = { [String(contract.ok.status)]: successResponse(contract, nameOf) };
  if (contract.cacheable) responses['304'] = { description: 'Not modified: the `If-None-Match` tag is still current.' };
  Object.assign(responses, errorResponsesOf(route, contract));
  return {
    operationId: route.id,
    tags: [route.service],
    summary: contract.summary,
    description: [contract.description, whoMay(route)].filter(Boolean).join('\n\n'),
    'x-pitchside-roles': route.roles,
    security: securityOf(route),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(contract.body ? { requestBody: { required: !contract.bodyOptional, content: { 'application/json': { schema: { $ref: `${COMPONENT_REF}${nameOf.get(contract.body)}` } } } } } : {}),
    responses,
  };
}

export type OpenApiDocument = JsonObject & { openapi: '3.1.1'; paths: Record<string, Record<string, JsonObject>> };

export function buildOpenApiDocument(): OpenApiDocument {
  const { registry, nameOf } = componentRegistry();
  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const route of ROUTES as readonly RouteEntry[]) {
    paths[route.path] ??= {};
    paths[route.path]![route.method.toLowerCase()] = operation(route, route, nameOf);
    // A GET marked `head` answers HEAD too: the same answer without its body (calendar clients ask first).
    if (route.head) paths[route.path]!.head = { ...operation(route, route, nameOf), operationId: `${route.id}Head`, summary: `${route.summary} (headers only)` };
  }
  return {
    openapi: '3.1.1',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Pitchside API',
      version: API_VERSION,
      summary: 'Football tournaments: organizers, referees, coaches, medics and the public.',
      description: 'Generated from the route manifest and the shared schemas. See docs/api.md for authentication, the error shape and versioning.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/', description: "The app's own origin: pages, /api and /ws are served from one host." }],
    tags: [
      { name: 'accounts', description: 'Sign-up, the signed-in person, members and invitations.' },
      { name: 'tournaments', description: 'Tournaments, their structure, teams and players; the public reads and feeds.' },
      { name: 'matches', description: 'The referee console, assignment, confirmations, incidents and disputes.' },
      { name: 'scheduling', description: 'The venue, generated schedules, the board, weather-day shifts and versions.' },
      { name: 'imports', description: 'Workbook imports through S3, their progress, previews and the CSV export.' },
      { name: 'payments', description: 'Stripe Checkout for a new tournament and the Stripe webhook.' },
    ],
    paths,
    components: {
      schemas: componentSchemas(registry),
      responses: ERROR_RESPONSES,
      parameters: {
        Organization: {
          name: ORGANIZATION_HEADER,
          in: 'header',
          required: false,
          description: 'The organization you act for, when you belong to several (else your only one).',
          schema: { type: 'string', maxLength: 128 },
        },
      },
      securitySchemes: {
        cognitoJwt: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: "A Cognito ID token of the stage's user pool (USER_PASSWORD_AUTH), as `Authorization: Bearer <token>`." },
        stripeSignature: { type: 'apiKey', in: 'header', name: 'Stripe-Signature', description: "Stripe's signature of the raw body (webhook only)." },
      },
    },
  };
}
