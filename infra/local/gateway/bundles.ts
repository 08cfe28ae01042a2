import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../profile';

/**
 * `PITCHSIDE_FUNCTIONS=bundled`: the local cloud runs each function from the bundle `cdk synth` makes
 * (the same esbuild options, minified, every dependency inside), not from the TypeScript source. A defect
 * that only the bundle has (a name the minifier removed, a module the bundle lost) then fails `npm test`.
 * CI runs this way; a developer's `npm start` runs the source (faster to start, readable stack traces).
 */
export const FUNCTIONS_VARIABLE = 'PITCHSIDE_FUNCTIONS';
/** Where the bundles are, for the queue worker (a second process) to load the same files. */
export const BUNDLE_DIR_VARIABLE = 'PITCHSIDE_BUNDLE_DIR';

export function runsBundles(): boolean {
  return process.env[FUNCTIONS_VARIABLE] === 'bundled';
}

/** `accounts` → services/accounts/src/handler.ts; `imports/worker` → services/imports/src/worker.ts. */
export function entryOf(target: string): string {
  const [service, file = 'handler'] = target.split('/');
  return `services/${service ?? ''}/src/${file}.ts`;
}

/** The bundle of a target, built by `buildBundles` in this process or the one that forked it. */
export function bundleOf(target: string): string {
  const dir = process.env[BUNDLE_DIR_VARIABLE];
  if (!dir) throw new Error(`${FUNCTIONS_VARIABLE}=bundled but no bundles were built (${BUNDLE_DIR_VARIABLE} is not set)`);
  return bundleFile(dir, entryOf(target));
}

function bundleFile(dir: string, entry: string): string {
  return join(dir, entry.replace(/\.ts$/, '').replace(/\//g, '-'), 'index.js');
}

/**
 * Bundles every function of the catalog with the house options (infra/lib/functions/bundling.ts, the
 * options the CDK's NodejsFunction gets) into a temp dir, and points BUNDLE_DIR_VARIABLE at it.
 * Returns a function that removes the dir.
 */
export async function buildBundles(log: (line: string) => void): Promise<() => void> {
  // Loaded only here: the CDK library is heavy, and `npm start` never needs it.
  const [{ build }, { esbuildBuildOptions }, { functionCatalog }] = await Promise.all([import('esbuild'), import('../../lib/functions/bundling'), import('../../lib/functions/catalog')]);
  const dir = mkdtempSync(join(tmpdir(), 'pitchside-bundles-'));
  process.env[BUNDLE_DIR_VARIABLE] = dir;
  const startedAt = Date.now();
  const definitions = Object.values(functionCatalog());
  await Promise.all(
    definitions.map((definition) =>
      build({
        ...esbuildBuildOptions(join(REPO_ROOT, definition.entry), bundleFile(dir, definition.entry), definition.heavyDependencies),
        absWorkingDir: REPO_ROOT,
        logLevel: 'error',
      }),
    ),
  );
  log(`functions: ${definitions.length} bundles built as cdk synth builds them, in ${((Date.now() - startedAt) / 1000).toFixed(1)} s (${dir})`);
  return () => rmSync(dir, { recursive: true, force: true });
}
