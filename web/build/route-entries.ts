import MagicString from 'magic-string';
import ts from 'typescript';
import type { Plugin } from 'vite';

/** The route entry files of shared (`shared/src/contracts/*-routes.ts`). */
const ROUTE_FILE = /[\\/]shared[\\/]src[\\/]contracts[\\/][a-z-]+-routes\.ts$/;

/**
 * What the web reads of a route entry: `callRoute` builds the path from `path`, sends `method` and checks the
 * answer with `ok.schema`. Who may call it, which service runs it, its summary and its input schemas are the
 * server's and the API description's.
 */
export const WEB_ROUTE_FIELDS: ReadonlySet<string> = new Set(['method', 'path', 'ok']);

/**
 * Each `defineRoute({ … })` of `code` with only the fields the web reads: the text ranges of the others,
 * to cut. Pure, so a test can hold it to the entries as they are written.
 */
export function serverOnlyRanges(code: string, fileName = 'routes.ts'): Array<[number, number]> {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const ranges: Array<[number, number]> = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'defineRoute') {
      const [entry] = node.arguments;
      if (entry && ts.isObjectLiteralExpression(entry)) {
        for (const property of entry.properties) {
          const name = property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined;
          if (name === undefined || WEB_ROUTE_FIELDS.has(name)) continue;
          // The property with its trailing comma: what is left stays a valid object literal.
          const end = code[property.end] === ',' ? property.end + 1 : property.end;
          ranges.push([property.getStart(source), end]);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return ranges;
}

/** A route file as the web bundles it: each entry with only the fields the web reads. */
export function webRouteSource(code: string, fileName = 'routes.ts'): MagicString {
  const trimmed = new MagicString(code);
  for (const [start, end] of serverOnlyRanges(code, fileName)) trimmed.remove(start, end);
  return trimmed;
}

/**
 * The route entries as the web bundles them: one definition per route (shared/src/platform/route-entry.ts),
 * minus what only the server and the API description read. A public page that calls a route by its entry
 * then carries its method, path and answer schema, not its summary, roles and query schema: the public
 * pages' JavaScript budget (docs/decisions/0039-public-js-budget.md) has no room for documentation text.
 */
export function webRouteEntries(): Plugin {
  return {
    name: 'pitchside:web-route-entries',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!ROUTE_FILE.test(file)) return null;
      const trimmed = webRouteSource(code, file);
      return trimmed.hasChanged() ? { code: trimmed.toString(), map: trimmed.generateMap({ hires: true, source: file }) } : null;
    },
  };
}
