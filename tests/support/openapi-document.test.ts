import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROUTES } from '@pitchside/shared';
import { OPENAPI_FILE, renderOpenApiDocument } from './openapi-file';
import { contractProblem } from './openapi-contract';

const VALIDATOR_CLI = require.resolve('@seriousme/openapi-schema-validator/bin/validate-api-cli.js');

/** The independent validator (@seriousme/openapi-schema-validator: OpenAPI 3.1's own JSON Schema, and every $ref resolved), run as its CLI. */
function validate(file: string): { valid: boolean; errors?: unknown } {
  try {
    return JSON.parse(execFileSync(process.execPath, [VALIDATOR_CLI, file], { encoding: 'utf8' })) as { valid: boolean };
  } catch (error) {
    const out = (error as { stdout?: string }).stdout ?? '';
    return out.trim().startsWith('{') ? (JSON.parse(out) as { valid: boolean }) : { valid: false, errors: String(error) };
  }
}

describe('the OpenAPI document (docs/openapi.json)', () => {
  it('is what the manifest and the shared schemas generate today (else run `npm run openapi` and commit the diff)', () => {
    expect(readFileSync(OPENAPI_FILE, 'utf8')).toBe(renderOpenApiDocument());
  });

  it('describes every manifest route with its method and an operation id', () => {
    const document = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as { paths: Record<string, Record<string, { operationId: string }>> };
    for (const route of ROUTES) expect(document.paths[route.path]?.[route.method.toLowerCase()]?.operationId).toBe(route.id);
  });

  it('is valid OpenAPI 3.1 for an independent validator', () => {
    expect(validate(OPENAPI_FILE)).toEqual({ valid: true });
  });

  it('is refused by that validator when broken (the check can fail)', () => {
    const broken = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    broken.paths['/api/me']!.get!.responses['200'] = { content: { 'application/json': { schema: { $ref: '#/components/schemas/NoSuchSchema' } } } };
    const file = join(mkdtempSync(join(tmpdir(), 'openapi-')), 'broken.json');
    writeFileSync(file, JSON.stringify(broken));
    expect(validate(file).valid).toBe(false);
  });
});

describe('the contract check the integration client runs', () => {
  const json = 'application/json; charset=utf-8';

  it('accepts an answer the document declares', () => {
    expect(contractProblem('GET', '/api/health', 200, json, { status: 'ok' })).toBeUndefined();
    expect(contractProblem('GET', '/api/tournaments/t-1', 404, json, { error: 'not_found', message: 'Tournament not found' })).toBeUndefined();
    expect(contractProblem('GET', '/api/me', 401, json, { message: 'Unauthorized' })).toBeUndefined();
  });

  it('names an undeclared status, a body off its schema and an error off the one error shape', () => {
    expect(contractProblem('GET', '/api/health', 202, json, { status: 'ok' })?.problem).toMatch(/status 202 is not declared/);
    expect(contractProblem('GET', '/api/health', 200, json, { status: 'fine' })?.problem).toMatch(/does not match/);
    expect(contractProblem('GET', '/api/tournaments/t-1', 404, json, { code: 'not_found' })?.problem).toMatch(/does not match/);
    expect(contractProblem('GET', '/api/public/tournaments/t-1/matches', 200, json, { matches: [{ matchId: 'm-1' }] })?.problem).toMatch(/matches\/0/);
  });

  it('leaves a path no route has to the gateway tests', () => {
    expect(contractProblem('GET', '/api/nothing-here', 404, json, { message: 'Not Found' })).toBeUndefined();
  });
});
