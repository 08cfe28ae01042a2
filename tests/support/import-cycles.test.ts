import { join } from 'node:path';
import { importCycles, importGraph, sourceRoots, type ImportGraph } from './import-cycles';

const REPO_ROOT = join(__dirname, '..', '..');

describe('import circles', () => {
  // Resolving every import of the repository takes seconds: read once, asserted twice.
  let graph: ImportGraph;
  beforeAll(() => {
    graph = importGraph(REPO_ROOT, sourceRoots(REPO_ROOT));
  });

  it('finds none in shared/src and services/*/src, type-only imports included', () => {
    const cycles = importCycles(graph);
    expect(cycles.map((cycle) => cycle.join(' → '))).toEqual([]);
  });

  it('reports a circle through a type-only import, and files that only share a target are no circle', () => {
    const made: ImportGraph = new Map([
      ['a.ts', ['b.ts', 'leaf.ts']],
      ['b.ts', ['c.ts', 'leaf.ts']],
      ['c.ts', ['a.ts']],
      ['leaf.ts', []],
      ['d.ts', ['leaf.ts']],
    ]);
    expect(importCycles(made)).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts']]);
  });

  it('reads type-only imports and package imports from real files', () => {
    // `import type` only: services/core/src/data/database.ts is reached from a repository by types alone.
    expect(graph.get('services/core/src/data/users.ts')).toContain('services/core/src/data/database.ts');
    expect(graph.get('services/standings/src/handler.ts')).toContain('services/core/src/data/index.ts');
  });
});
