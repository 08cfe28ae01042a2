import { DeleteItemCommand, DynamoDBClient, PutItemCommand } from '@aws-sdk/client-dynamodb';
import * as fc from 'fast-check';
import { tableIndexes } from '@pitchside/core/data';
import { ORGANIZATION_HEADER, ROUTES, type RouteDefinition } from '@pitchside/shared';
import { DEMO_ACCOUNTS, DEMO_ORGANIZATION } from '../../infra/local/demo-accounts';
import { localCloudHandle } from '../support/local-cloud-handle';
import { signIn } from '../support/sign-in';
import { SentValues, tableText, writtenOf } from '../support/sent-values';

/**
 * Property-based fuzz over every route of the manifest: generated bad bodies, path parameters, query
 * strings and headers, sent as a caller the route admits (so requests get past the authorizer and the
 * role check into the function). Whatever is sent: never a 5xx, never a hang, and — every generated
 * request being one that must be refused — never a write. Other files' queue consumers and the sweep
 * write to the same table meanwhile, so the check is on what this file owns (docs/decisions/0046): no
 * value it sent (a path parameter, a query value, any string of a body) is in the table afterwards
 * unless it was there before. A refused request that was still accepted is caught by its 2xx.
 */
jest.setTimeout(180_000);
const cloud = localCloudHandle();
/** Runs per route; with ~90 routes about 270 requests, plus the fixed hostile ones. */
const RUNS_PER_ROUTE = 3;
/** Past this a request counts as hung (the functions' own limit is 29 s). */
const HANG_MS = 30_000;

const tokens = new Map<string, string>();
const statuses = new Map<number, number>();
/** What the generated requests carried: the values this file owns in the shared table. */
const ours = new SentValues();
const problems: string[] = [];
let requests = 0;

/** A role the route admits, so the request reaches the function; public routes go without a token. */
function callerOf(route: RouteDefinition): string | undefined {
  if (route.roles === 'public') return undefined;
  if (route.roles === 'any-signed-in') return 'admin';
  return route.roles[0];
}

// Path parameters that can name nothing: impossible lengths, control characters, encodings of all kinds.
const pathParam = fc.oneof(
  fc.string({ minLength: 1, maxLength: 40 }).map((text) => encodeURIComponent(text)),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }).map((text) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, 'x'))),
  fc.integer({ min: 129, max: 9_000 }).map((length) => 'i'.repeat(length)),
  fc.constantFrom('%FF', '%E0%A4%A', '%00', '%0d%0a', '..', '%2E%2E', '%2F', '%25', 'null', 'undefined', '__proto__', 'constructor', '%F0%9F%98%80'),
);

const deep = (levels: number): unknown => (levels === 0 ? 'leaf' : { nested: deep(levels - 1) });

/**
 * Bodies no route accepts: non-objects, broken JSON, hostile nesting and sizes, or an object that carries
 * a key no input schema has (every input schema is strict), next to random known-looking fields.
 */
const body = fc.oneof(
  fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.string({ maxLength: 50 }), fc.array(fc.anything(), { maxLength: 5 })).map((value) => JSON.stringify(value)),
  fc.constantFrom('{', '{"a":', '[1,2', 'not json', '\u0000', '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"x":1}}}'),
  fc.integer({ min: 33, max: 200 }).map((levels) => JSON.stringify(deep(levels))),
  fc.integer({ min: 10_001, max: 400_000 }).map((length) => JSON.stringify({ name: 'A'.repeat(length) })),
  fc
    .record(
      {
        fuzzUnknownField: fc.anything(),
        name: fc.oneof(fc.string({ maxLength: 300 }), fc.integer(), fc.constant(null)),
        displayName: fc.string({ unit: 'binary', maxLength: 200 }),
        email: fc.oneof(fc.emailAddress(), fc.string()),
        password: fc.string({ maxLength: 400 }),
        tournamentId: fc.string({ maxLength: 300 }),
        events: fc.array(fc.record({ id: fc.string(), type: fc.string(), playerName: fc.string({ maxLength: 500 }) }), { maxLength: 3 }),
      },
      { requiredKeys: ['fuzzUnknownField'] },
    )
    .map((value) => JSON.stringify(value)),
);

const query = fc
  .dictionary(fc.string({ minLength: 1, maxLength: 20 }), fc.oneof(fc.string({ maxLength: 50 }), fc.constant('x'.repeat(2_000))), { maxKeys: 3 })
  .map((entries) => new URLSearchParams(entries).toString());

const headers = fc.record({
  contentType: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=utf-16', ''),
  organization: fc.option(fc.oneof(fc.constant(DEMO_ORGANIZATION.orgId), fc.string({ maxLength: 50 }), fc.constant('o'.repeat(5_000))), { nil: undefined }),
  // One request in ten with a broken token (the authorizer's 401); the rest reach the function.
  badToken: fc.integer({ min: 0, max: 9 }).map((draw) => draw === 0),
});

async function send(route: RouteDefinition, path: string, init: RequestInit): Promise<void> {
  requests += 1;
  let status: number;
  try {
    const response = await fetch(`${cloud.url}${path}`, { ...init, signal: AbortSignal.timeout(HANG_MS) });
    await response.arrayBuffer();
    status = response.status;
  } catch (error) {
    problems.push(`${route.id} ${init.method} ${path.slice(0, 120)}: no answer (${String(error)})`);
    return;
  }
  statuses.set(status, (statuses.get(status) ?? 0) + 1);
  if (status >= 500) problems.push(`${route.id} ${init.method} ${path.slice(0, 120)}: ${status}`);
  // A mutating request that got a 2xx was accepted: the generators must only make requests that are refused.
  if (status < 300 && route.method !== 'GET') problems.push(`${route.id} ${init.method} ${path.slice(0, 120)}: accepted (${status})`);
}

beforeAll(async () => {
  for (const account of DEMO_ACCOUNTS) tokens.set(account.role, (await signIn(cloud, account.email, account.password)).idToken);
});

describe('fuzzing every route of the manifest', () => {
  it('never answers 5xx, never hangs, and a refused request writes nothing', async () => {
    const before = await tableText(cloud.resources.tableName);
    for (const route of ROUTES) {
      const caller = callerOf(route);
      const request = fc.record({ params: fc.array(pathParam, { minLength: 4, maxLength: 4 }), body, query, headers });
      await fc.assert(
        fc.asyncProperty(request, async ({ params, body: text, query: search, headers: sent }) => {
          let index = 0;
          const path = route.path.replace(/\{\w+\}/g, () => params[index++] ?? 'x');
          params.forEach((param) => ours.addPathParam(param));
          ours.addQuery(search);
          if (route.method !== 'GET') ours.addBody(text);
          const token = caller ? tokens.get(caller) : undefined;
          const init: RequestInit = {
            method: route.method,
            headers: {
              ...(sent.contentType ? { 'content-type': sent.contentType } : {}),
              ...(sent.organization !== undefined ? { [ORGANIZATION_HEADER]: sent.organization } : {}),
              ...(token ? { authorization: `Bearer ${sent.badToken ? `${token}x` : token}` } : {}),
            },
            ...(route.method === 'GET' ? {} : { body: text }),
          };
          await send(route, `${path}${search ? `?${search}` : ''}`, init);
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
    }
    // Fixed hostile requests the generators might not reach: oversized bodies and malformed lines.
    const signUp = ROUTES.find((route) => route.id === 'signUp') as RouteDefinition;
    await send(signUp, '/api/auth/signup', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'x'.repeat(11 * 1024 * 1024) }) });
    await send(signUp, '/api/auth/signup', { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'x'.repeat(2 * 1024 * 1024) });

    const table = [...statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}: ${count}`)
      .join(', ');
    console.log(`fuzz: ${requests} requests over ${ROUTES.length} routes; statuses ${table}`);
    expect(problems).toEqual([]);
    expect((await fetch(`${cloud.url}/api/health`)).status).toBe(200);
    expect(writtenOf(ours, before, await tableText(cloud.resources.tableName))).toEqual([]);
  });

  it('would see a sent value written (the check can fail)', async () => {
    const client = new DynamoDBClient({});
    const marker = `fuzz-written-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const probe = new SentValues();
    probe.addBody(JSON.stringify({ name: marker }));
    const before = await tableText(cloud.resources.tableName);
    const { primary } = tableIndexes();
    const key = { [primary.partitionKey]: { S: `$fuzzprobe#${marker}` }, ...(primary.sortKey ? { [primary.sortKey]: { S: '$probe' } } : {}) };
    await client.send(new PutItemCommand({ TableName: cloud.resources.tableName, Item: { ...key, name: { S: marker } } }));
    try {
      expect(writtenOf(probe, before, await tableText(cloud.resources.tableName))).toEqual([marker]);
    } finally {
      await client.send(new DeleteItemCommand({ TableName: cloud.resources.tableName, Key: key }));
    }
  });
});
