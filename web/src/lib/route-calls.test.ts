import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from '@jest/globals';

const SRC = join(__dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/**
 * A call whose path is written out (`api.get('/public/…')`, `apiRequest(\`/push/…\`)`) or an `/api/…`
 * address in the code: each is a second description of a route, which drifts from the entry the server
 * parses with. The web calls a route by its entry (`callRoute`, `routeUrlPath`, `routePath`).
 */
const HAND_BUILT = [/\bapi\.(get|post|put|patch|delete)\(/, /\bapi(Request|Download)\(\s*[`'"]/, /[`'"]\/api\//];

describe('the web calls routes by their entries', () => {
  it('builds no API address by hand', () => {
    const found = sources(SRC).flatMap((file) => {
      if (file.endsWith(join('lib', 'api-client.ts'))) return [];
      return readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => (HAND_BUILT.some((pattern) => pattern.test(line)) && !/^(\*|\/\/|\/\*)/.test(line.trim()) ? [`${relative(SRC, file)}:${index + 1}: ${line.trim()}`] : []));
    });
    expect(found).toEqual([]);
  });
});
