import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import { ROUTES } from '@pitchside/shared';

/**
 * Checks an HTTP answer against the committed OpenAPI document (docs/openapi.json), the way an
 * integrator's generated client would read it: the route is found by method and path template, the status
 * must be one the operation declares, and a JSON body must match the declared schema (JSON Schema 2020-12,
 * checked by Ajv, not by our own zod schemas). The integration tests' client calls it on every answer.
 */

interface Operation {
  responses: Record<string, { $ref?: string; content?: Record<string, { schema?: object }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, object>; responses: Record<string, { content?: Record<string, { schema?: object }> }> };
}

const SCHEMA_BASE = 'https://pitchside.test/openapi/';

export const OPENAPI_DOCUMENT_FILE = resolve(__dirname, '../../docs/openapi.json');

let loaded: { document: Document; ajv: Ajv2020; validators: Map<string, ValidateFunction> } | undefined;

function load() {
  if (loaded) return loaded;
  const document = JSON.parse(readFileSync(OPENAPI_DOCUMENT_FILE, 'utf8')) as Document;
  // strict: false, as OpenAPI allows keywords JSON Schema validators do not know (none are used today).
  // validateSchema off: the document's schemas are checked by the independent validator (openapi-document.test.ts).
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateSchema: false });
  // The two formats zod writes (z.iso.date, z.iso.datetime), checked as RFC 3339 says.
  ajv.addFormat('date', /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);
  ajv.addFormat('date-time', { type: 'string', validate: (text: string) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/i.test(text) && !Number.isNaN(Date.parse(text)) });
  // Each component its own schema (refs rewritten to sibling ids): Ajv then compiles only what a body uses,
  // not the whole document on every first use (seconds on a busy machine, inside a test's time limit).
  for (const [name, schema] of Object.entries(document.components.schemas)) {
    ajv.addSchema(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', `"${SCHEMA_BASE}`)) as object, `${SCHEMA_BASE}${name}`);
  }
  loaded = { document, ajv, validators: new Map() };
  return loaded;
}

const templates = ROUTES.map((route) => ({
  route,
  pattern: new RegExp(`^${route.path.replace(/[.]/g, '\\.').replace(/\{\w+\}/g, '[^/]+')}$`),
}));

/** The manifest route a concrete request hit, or undefined (an unknown path the gateway answers 404). */
export function routeOf(method: string, path: string) {
  const pathname = path.split('?')[0]!;
  return templates.find(({ route, pattern }) => route.method === method.toUpperCase() && pattern.test(pathname))?.route;
}

export interface ContractProblem {
  routeId: string;
  status: number;
  problem: string;
}

/** Undefined when the answer agrees with the document (or names no documented route); the problem otherwise. */
export function contractProblem(method: string, path: string, status: number, contentType: string | null, body: unknown): ContractProblem | undefined {
  const route = routeOf(method, path);
  if (!route) return undefined;
  const { document, ajv, validators } = load();
  const operation = document.paths[route.path]?.[route.method.toLowerCase()];
  if (!operation) return { routeId: route.id, status, problem: 'the document has no such operation (regenerate it: npm run openapi)' };
  let response = operation.responses[String(status)];
  if (!response) return { routeId: route.id, status, problem: `status ${status} is not declared (declared: ${Object.keys(operation.responses).join(', ')})` };
  if (response.$ref) response = document.components.responses[response.$ref.split('/').pop()!]!;
  const declared = response.content ?? {};
  if (Object.keys(declared).length === 0) return body === undefined || body === '' ? undefined : { routeId: route.id, status, problem: 'a body was sent where none is declared' };
  const json = declared['application/json'];
  if (!json) {
    const type = (contentType ?? '').split(';')[0]!.trim();
    return type in declared ? undefined : { routeId: route.id, status, problem: `content-type ${type} is not declared (${Object.keys(declared).join(', ')})` };
  }
  if (!(contentType ?? '').includes('json')) return { routeId: route.id, status, problem: `expected JSON, got ${contentType ?? 'no content-type'}` };
  // One compiled validator per component (ApiError serves every error of every route), compiled on first use.
  const component = (json.schema as { $ref: string }).$ref.split('/').pop()!;
  let validate = validators.get(component);
  if (!validate) {
    validate = ajv.getSchema(`${SCHEMA_BASE}${component}`)!;
    validators.set(component, validate);
  }
  if (validate(body)) return undefined;
  const errors = (validate.errors ?? [])
    .slice(0, 5)
    .map((error) => `${error.instancePath || '(body)'} ${error.message ?? ''}`)
    .join('; ');
  return { routeId: route.id, status, problem: `the body does not match the schema: ${errors}` };
}
