import { readdirSync, readFileSync, realpathSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * The module graph of the code the functions are built from (shared/src and services/*\/src), type-only
 * imports and re-exports included: a circle of types still ties modules that should stand alone, and the
 * next value import along it turns into a load-order bug. Package imports (`@pitchside/core/data`) are
 * resolved as the bundler resolves them, so a circle through a barrel counts too.
 */
const OPTIONS: ts.CompilerOptions = { module: ts.ModuleKind.Preserve, moduleResolution: ts.ModuleResolutionKind.Bundler, customConditions: ['source'], allowImportingTsExtensions: true };

export type ImportGraph = Map<string, string[]>;

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

export function sourceRoots(repoRoot: string): string[] {
  const services = readdirSync(join(repoRoot, 'services'), { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return [join(repoRoot, 'shared', 'src'), ...services.map((service) => join(repoRoot, 'services', service.name, 'src'))];
}

/** Every file under the roots, with the files under the roots it imports (relative to repoRoot). */
export function importGraph(repoRoot: string, roots: readonly string[]): ImportGraph {
  const files = roots.flatMap(sourceFiles).map((file) => realpathSync(file));
  const known = new Set(files);
  const graph: ImportGraph = new Map();
  for (const file of files) {
    const imports = ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles;
    const targets = imports
      .map((reference) => ts.resolveModuleName(reference.fileName, file, OPTIONS, ts.sys).resolvedModule?.resolvedFileName)
      .filter((target): target is string => target !== undefined)
      .map((target) => realpathSync(target))
      .filter((target) => known.has(target) && target !== file);
    graph.set(relative(repoRoot, file), [...new Set(targets.map((target) => relative(repoRoot, target)))].sort());
  }
  return graph;
}

/** One circle per strongly connected component of the graph (Tarjan), each as the files in import order, first repeated last. */
export function importCycles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1) components.push(component);
  };
  [...graph.keys()].sort().forEach((file) => index.has(file) || visit(file));
  return components.map((component) => circleThrough(graph, new Set(component)));
}

/** A shortest circle back to the component's first file, walking only inside the component. */
function circleThrough(graph: ImportGraph, component: ReadonlySet<string>): string[] {
  const start = [...component].sort()[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let at = 0; at < queue.length; at++) {
    const file = queue[at]!;
    for (const target of graph.get(file) ?? []) {
      if (!component.has(target)) continue;
      if (target === start) return [...pathTo(cameFrom, file, start), start];
      if (!cameFrom.has(target)) {
        cameFrom.set(target, file);
        queue.push(target);
      }
    }
  }
  return [start];
}

function pathTo(cameFrom: ReadonlyMap<string, string>, file: string, start: string): string[] {
  const path = [file];
  while (path[0] !== start) path.unshift(cameFrom.get(path[0]!)!);
  return path;
}
