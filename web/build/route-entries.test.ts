import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import ts from 'typescript';
import { WEB_ROUTE_FIELDS, webRouteSource } from './route-entries';

const CONTRACTS = join(__dirname, '..', '..', 'shared', 'src', 'contracts');
const routeFiles = readdirSync(CONTRACTS).filter((file) => file.endsWith('-routes.ts'));

/** The property names of each `defineRoute({ … })` entry in `code`, and whether the code still parses. */
function entriesOf(code: string): { fields: string[][]; errors: number } {
  const source = ts.createSourceFile('routes.ts', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const fields: string[][] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'defineRoute') {
      const [entry] = node.arguments;
      if (entry && ts.isObjectLiteralExpression(entry)) fields.push(entry.properties.map((property) => (property.name && ts.isIdentifier(property.name) ? property.name.text : '?')));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { fields, errors: (source as unknown as { parseDiagnostics: unknown[] }).parseDiagnostics.length };
}

describe('route entries as the web bundles them', () => {
  it.each(routeFiles)('%s keeps each entry’s method, path and answer, and nothing the server alone reads', (file) => {
    const code = readFileSync(join(CONTRACTS, file), 'utf8');
    const before = entriesOf(code);
    const after = entriesOf(webRouteSource(code, file).toString());
    expect(before.fields.length).toBeGreaterThan(0);
    expect(after.errors).toBe(0);
    expect(after.fields).toHaveLength(before.fields.length);
    for (const fields of after.fields) expect([...fields].sort()).toEqual([...WEB_ROUTE_FIELDS].sort());
    // The server's copy is untouched: summaries and roles stay for the API description and the gateway.
    expect(before.fields.every((fields) => fields.includes('summary') && fields.includes('roles'))).toBe(true);
  });
});
