/* eslint-disable @typescript-eslint/no-explicit-any -- synthesized CloudFormation templates are untyped JSON */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { build } from 'esbuild';
import { ENV, HTTP_SERVICES, type EnvKey } from '@pitchside/shared';
import { esbuildBuildOptions, HEAVY_DEPENDENCIES, PROJECT_ROOT } from './functions/bundling';
import { CAPABILITY_ENV, CAPABILITY_LOCAL_ENV, envKeysOf, functionCatalog, type FunctionDefinition } from './functions/catalog';
import { buildTestApp, pitchsideFunctionIds, resources, removeTemporaryFolders } from './test-support';

afterAll(removeTemporaryFolders);

/*
 * The bundles themselves, as `cdk synth` makes them (PitchsideFunction hands the house options to the CDK's
 * NodejsFunction): bundled once, here, and every check below reads those assets. The other infra test files
 * skip bundling. What a bundle holds is read from its source map: the files whose code reached the bundle
 * (the map keeps their paths, not their text). An extra esbuild pass only for a metafile used to bundle
 * everything twice in this file (~30 s of the infra layer on two cores).
 */
const catalog = functionCatalog();
const names = Object.keys(catalog);
interface Asset {
  dir: string;
  /** Repository-relative paths of the files whose code is in the bundle. */
  inputs: string[];
  map: { sources: string[]; sourcesContent?: unknown };
}
const assets = new Map<string, Asset>();

beforeAll(() => {
  const app = buildTestApp({ bundle: true });
  const ids = pitchsideFunctionIds(app.templates.api);
  const staged = JSON.parse(fs.readFileSync(path.join(app.outdir, `${app.stacks.api.artifactId}.assets.json`), 'utf8')) as { files: Record<string, { source: { path: string } }> };
  for (const name of names) {
    const code = (resources(app.templates.api)[ids[name]!]!.Properties as any).Code;
    const hash = String(code.S3Key).replace(/\.zip$/, '');
    const dir = path.join(app.outdir, staged.files[hash]!.source.path);
    const map = JSON.parse(fs.readFileSync(path.join(dir, 'index.js.map'), 'utf8')) as Asset['map'];
    // The map's paths are relative to where esbuild wrote the bundle, a folder of the assembly like `dir`.
    const inputs = map.sources.map((source) => path.relative(PROJECT_ROOT, path.resolve(dir, source)).split(path.sep).join('/'));
    assets.set(name, { dir, inputs, map });
  }
}, 240_000); // every function through the esbuild CLI, one after another; a shared CI machine under load needs minutes

const inputsOf = (name: string) => assets.get(name)!.inputs;
const packageOf = (input: string) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1];

describe('the catalog', () => {
  test('has a function for every HTTP service of the manifest', () => {
    for (const service of HTTP_SERVICES) {
      expect(catalog[service]).toMatchObject({ entry: `services/${service}/src/handler.ts`, trigger: { kind: 'http' } });
    }
  });

  test('every entry exists and every capability maps to env names', () => {
    for (const definition of Object.values(catalog)) {
      expect(fs.existsSync(path.join(PROJECT_ROOT, definition.entry))).toBe(true);
      for (const capability of definition.capabilities) expect(CAPABILITY_ENV[capability]).toBeDefined();
      expect(envKeysOf(definition)[0]).toBe('stage');
    }
  });
});

describe.each(names)('%s bundle', (name) => {
  test('holds its own handler and the workspace packages from their TypeScript source', () => {
    const inputs = inputsOf(name);
    expect(inputs).toContain(catalog[name]!.entry);
    expect(inputs.some((input) => input.startsWith('services/core/src/'))).toBe(true);
    expect(inputs.some((input) => input.startsWith('shared/src/'))).toBe(true);
    expect(inputs.some((input) => input.startsWith('shared/dist/'))).toBe(false);
  });

  test('carries only the heavy dependencies the catalog allows it', () => {
    const allowed = new Set<string>(catalog[name]!.heavyDependencies ?? []);
    const heavy = new Set(
      inputsOf(name)
        .map(packageOf)
        .filter((pkg): pkg is string => (HEAVY_DEPENDENCIES as readonly string[]).includes(pkg ?? '')),
    );
    for (const pkg of heavy) expect(allowed).toContain(pkg);
  });
});

describe('the heavy-dependency guard', () => {
  const importing = (dependency: string, allowed: readonly (typeof HEAVY_DEPENDENCIES)[number][]) =>
    build({
      ...esbuildBuildOptions('<stdin>', path.join(PROJECT_ROOT, 'cdk.out', 'guard', 'index.js'), allowed),
      entryPoints: undefined,
      stdin: { contents: `import * as heavy from '${dependency}'; console.log(heavy);`, resolveDir: path.join(PROJECT_ROOT, 'infra'), loader: 'ts' },
      write: false,
      logLevel: 'silent',
    });

  test.each(HEAVY_DEPENDENCIES)('importing %s fails the bundle of a function that may not have it', async (dependency) => {
    await expect(importing(dependency, [])).rejects.toThrow(/is-not-allowed-in-this-function/);
  });

  test('and passes for the one that may', async () => {
    await expect(importing('stripe', ['stripe'])).resolves.toBeDefined();
  }, 30_000);
});

describe('real bundling through the CDK (what `cdk synth` uploads)', () => {
  test.each(names)('%s is one minified index.js (+ map) with its service code from source', (name) => {
    const { dir, map } = assets.get(name)!;
    expect(fs.readdirSync(dir).sort()).toEqual(['index.js', 'index.js.map']);
    expect(map.sources.some((source) => source.endsWith(catalog[name]!.entry))).toBe(true);
    expect(map.sources.some((source) => source.includes('shared/src/'))).toBe(true);
    expect(map.sourcesContent).toBeUndefined();
    expect(fs.readFileSync(path.join(dir, 'index.js'), 'utf8')).not.toMatch(/require\("@pitchside\//);
  });
});

/*
 * Env against grants. The local cloud hands every function every variable, so a handler that reads a
 * setting its capabilities do not grant works on a laptop and fails its first cold start in AWS. Each
 * bundle's own code (what reaches the output, not a barrel's unused modules) is read for the env names
 * it reads, and each must be one its capabilities bring.
 */
describe('env against grants', () => {
  /** The env keys a source file reads: `loadEnv([...])` lists and `ENV.key` references. */
  const envKeysReadBy = (source: string): Set<string> => {
    const keys = new Set<string>();
    for (const [, list] of source.matchAll(/loadEnv\(\s*\[([^\]]*)\]/g)) for (const [, key] of (list ?? '').matchAll(/['"](\w+)['"]/g)) keys.add(key as string);
    for (const [, key] of source.matchAll(/\bENV\.(\w+)/g)) keys.add(key as string);
    return keys;
  };
  const readBy = (name: string): string[] => {
    const ours = inputsOf(name).filter((file) => !file.includes('node_modules') && /^(services|shared)\//.test(file));
    const keys = new Set<string>();
    for (const file of ours) for (const key of envKeysReadBy(fs.readFileSync(path.join(PROJECT_ROOT, file), 'utf8'))) if (key in ENV) keys.add(key);
    return [...keys];
  };
  /** The keys a function may read: those its capabilities set, and their local-cloud stand-ins. */
  const allowed = (definition: FunctionDefinition) => new Set<string>([...envKeysOf(definition), ...definition.capabilities.flatMap((capability) => CAPABILITY_LOCAL_ENV[capability] ?? [])]);

  test('the scan finds the settings a function reads (loadEnv lists and ENV references)', () => {
    expect(readBy('payments')).toEqual(expect.arrayContaining(['tableName', 'appUrl', 'stripePriceId', 'stripeSecretsArn']));
    expect(readBy('standings')).toEqual(expect.arrayContaining(['tableName', 'wsConnectionsEndpoint']));
    expect(envKeysReadBy("const env = loadEnv(['tableName', 'mailFrom']); process.env[ENV.appUrl];")).toEqual(new Set(['tableName', 'mailFrom', 'appUrl']));
  });

  test.each(names)('%s reads only env names its capabilities grant', (name) => {
    const granted = allowed(catalog[name]!);
    expect(readBy(name).filter((key) => !granted.has(key))).toEqual([]);
  });

  test('local-cloud stand-ins belong to capabilities with a real setting in AWS, and are none of those settings', () => {
    for (const [capability, keys] of Object.entries(CAPABILITY_LOCAL_ENV)) {
      expect(CAPABILITY_ENV[capability as keyof typeof CAPABILITY_ENV].length).toBeGreaterThan(0);
      for (const key of keys ?? []) expect(Object.values(CAPABILITY_ENV).some((list) => (list as readonly EnvKey[]).includes(key))).toBe(false);
    }
  });
});
