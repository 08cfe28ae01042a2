import * as path from 'node:path';
import { aws_lambda_nodejs as nodejs } from 'aws-cdk-lib';
import type { BuildOptions } from 'esbuild';
import { FUNCTION_NODE_FLAGS } from '@pitchside/shared';

/**
 * How every Pitchside function is bundled: ONE definition, read by the `PitchsideFunction` construct
 * (through `cdkBundlingOptions`) and by the bundle benchmark (through `esbuildBuildOptions`), so the
 * figures the bench prints are the figures of what `cdk deploy` uploads.
 */
export const HOUSE_BUNDLING = {
  /** Matches the functions' runtime, nodejs22.x. */
  target: 'node22',
  platform: 'node',
  /** CommonJS: the runtime loads `index.js` without an ESM shim; ESM-only packages (@middy, jose) are bundled in. */
  format: 'cjs',
  minify: true,
  /** `index.js.map` beside the bundle, read by `NODE_OPTIONS=--enable-source-maps`. */
  sourcemap: true,
  /** Keep the map small: stack traces need mappings, not the sources themselves. */
  sourcesContent: false,
  /** Workspace packages (`@pitchside/shared`, …) export their TypeScript source under this condition. */
  conditions: ['source'],
  /** Prefer the ESM build of a dependency: esbuild can tree-shake it, not CommonJS. */
  mainFields: ['module', 'main'],
  /**
   * Nothing is left to the runtime. The AWS SDK v3 is bundled as well: the version in package-lock.json
   * is the version the integration tests ran against, and the SDK team advises against relying on the
   * runtime's copy (its version and package set change without notice). Costs ~0.5 MB per function;
   * see docs/performance.md ("Lambda bundles") for the measured trade-off.
   */
  external: [] as string[],
} as const;

/** Node options of every function: stack traces through the bundle's source map, and the shared flags. */
export const FUNCTION_NODE_OPTIONS = ['--enable-source-maps', ...FUNCTION_NODE_FLAGS].join(' ');

/** Dependencies big enough that only the functions the catalog names may bundle them. */
export const HEAVY_DEPENDENCIES = ['exceljs', 'stripe', 'pdf-lib'] as const;
export type HeavyDependency = (typeof HEAVY_DEPENDENCIES)[number];

/**
 * A heavy dependency a function may not use is aliased to a module that does not exist, so importing it
 * fails the bundle (and so `cdk synth`) with `Could not resolve "…not-allowed-in-this-function…"`
 * instead of silently shipping megabytes.
 */
export function forbiddenDependencyAliases(allowed: readonly HeavyDependency[] = []): Record<string, string> {
  return Object.fromEntries(
    HEAVY_DEPENDENCIES.filter((dependency) => !allowed.includes(dependency)).map((dependency) => [
      dependency,
      `@pitchside/${dependency}-is-not-allowed-in-this-function--see-infra-lib-functions-catalog`,
    ]),
  );
}

/** The house options as the CDK's NodejsFunction takes them (it runs the esbuild CLI locally, no Docker). */
export function cdkBundlingOptions(allowedHeavy: readonly HeavyDependency[] = []): nodejs.BundlingOptions {
  const aliases = Object.entries(forbiddenDependencyAliases(allowedHeavy)).map(([from, to]) => `${from}=${to}`);
  return {
    target: HOUSE_BUNDLING.target,
    format: HOUSE_BUNDLING.format === 'cjs' ? nodejs.OutputFormat.CJS : nodejs.OutputFormat.ESM,
    minify: HOUSE_BUNDLING.minify,
    sourceMap: HOUSE_BUNDLING.sourcemap,
    sourcesContent: HOUSE_BUNDLING.sourcesContent,
    mainFields: [...HOUSE_BUNDLING.mainFields],
    externalModules: [...HOUSE_BUNDLING.external],
    esbuildArgs: {
      '--conditions': HOUSE_BUNDLING.conditions.join(','),
      ...(aliases.length > 0 ? { '--alias': aliases } : {}),
    },
    forceDockerBundling: false,
  };
}

/**
 * The same options for esbuild's JS API (the bench). `outdir` receives `index.js` and `index.js.map`,
 * the names NodejsFunction gives them.
 */
export function esbuildBuildOptions(entry: string, outfile: string, allowedHeavy: readonly HeavyDependency[] = []): BuildOptions {
  return {
    entryPoints: [entry],
    outfile,
    bundle: true,
    target: HOUSE_BUNDLING.target,
    platform: HOUSE_BUNDLING.platform,
    format: HOUSE_BUNDLING.format,
    minify: HOUSE_BUNDLING.minify,
    sourcemap: HOUSE_BUNDLING.sourcemap,
    sourcesContent: HOUSE_BUNDLING.sourcesContent,
    conditions: [...HOUSE_BUNDLING.conditions],
    mainFields: [...HOUSE_BUNDLING.mainFields],
    external: [...HOUSE_BUNDLING.external],
    alias: forbiddenDependencyAliases(allowedHeavy),
  };
}

/** The repository root (this file is infra/lib/functions/bundling.ts). */
export const PROJECT_ROOT = path.resolve(__dirname, '..', '..', '..');
